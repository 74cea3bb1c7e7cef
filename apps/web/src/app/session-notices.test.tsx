/**
 * Proves the session's end as a user sees it on the app's real routes (spec 000 sections 4
 * and 8): a 498 answer while signed in leads to Login with 'Your session has expired..'; a
 * 497 answer shows the maintenance notice; idle expiry shows 'Your session has expired'.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, nextNotice } from '../lib/app-notices.ts';
import { getSession, saveSession, takeNextUrl } from '../lib/session.ts';
import { errorBody, fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { authAnswer, balanceReply } from '../test-support/session-fixtures.ts';
import { appRoutes } from './router.tsx';

vi.mock('../features/auth/index.ts', () => ({
  LoginPage: () => <h1>Login page</h1>,
}));

describe('session notices', () => {
  beforeEach(() => {
    localStorage.clear();
    for (let notice = nextNotice(); notice !== null; notice = nextNotice())
      dismissNotice(notice.id);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ends the session on a 498 answer: Login, 'Your session has expired..', the page kept", async () => {
    fakeServer({ 'POST /v2/igx/balance': { status: 401, body: errorBody(498) } });
    saveSession(authAnswer());
    const { router } = renderRoutes(appRoutes, '/news');
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session has expired..' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(takeNextUrl()).toBe('/news');
  });

  it('shows the maintenance notice on a 497 answer', async () => {
    fakeServer({ 'POST /v2/igx/balance': { status: 503, body: errorBody(497) } });
    saveSession(authAnswer());
    renderRoutes(appRoutes, '/');
    expect(
      await screen.findByRole('alertdialog', { name: 'Pemeliharaan' }),
    ).toHaveAccessibleDescription('Platform sedang dalam pemeliharaan');
    expect(getSession()).not.toBeNull();
  });

  it("ends an idle session with 'Your session has expired'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({
      'POST /v2/igx/balance': balanceReply({ rdk_balance: '0.00', usd_balance: '0.00' }),
    });
    saveSession(authAnswer(), Date.now());
    const { router } = renderRoutes(appRoutes, '/reports');
    // The first lazy load of the shell and the reports page is slow under a cold transform.
    await screen.findByRole('heading', { name: 'Laporan', level: 1 });
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(
      await screen.findByRole('alertdialog', { name: 'Your session has expired' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
