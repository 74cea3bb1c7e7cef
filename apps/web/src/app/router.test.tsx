/**
 * Proves the route guards of spec 000 section 2 on the app's real route table: the signed-in
 * area (no token → Login with the next URL saved; an idle expiry already past on load), the
 * sign-in pages for a signed-in user, the development-only routes, Transfer for client and lp
 * only, /invoice without a guard and /logout.
 */
import type { AccountLevel } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession, takeNextUrl } from '../lib/session.ts';
import { fakeServer, productionConfig } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { authAnswer, balanceReply } from '../test-support/session-fixtures.ts';
import { appRoutes } from './router.tsx';

vi.mock('../features/auth/index.ts', () => ({
  LoginPage: () => <h1>Login page</h1>,
}));
vi.mock('../features/registration/index.ts', async (original) => ({
  ...(await original<object>()),
  RegistrationPage: () => <h1>Register page</h1>,
}));

const developmentConfig = { ...productionConfig, environment: 'development' };
const balance = balanceReply({ rdk_balance: '0.00', usd_balance: '0.00' });

const serve = (environment: 'production' | 'development' = 'production') =>
  fakeServer({
    'GET /v2/app/config': {
      body: environment === 'production' ? productionConfig : developmentConfig,
    },
    'POST /v2/igx/balance': balance,
  });

const signIn = (level: AccountLevel = 'client') => saveSession(authAnswer({ level }), Date.now());

const pathAfter = async (router: ReturnType<typeof renderRoutes>['router'], expected: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(expected));

describe('routes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a token to Login and keeps the intended URL', async () => {
    serve();
    const { router } = renderRoutes(appRoutes, '/reports?page=2');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(takeNextUrl()).toBe('/reports?page=2');
  });

  it('logs out and sends to Login a session whose idle expiry passed while away', async () => {
    const server = serve();
    saveSession(authAnswer({ token: 'stale' }), Date.now() - 900_001);
    const { router } = renderRoutes(appRoutes, '/news');
    await pathAfter(router, '/login');
    expect(getSession()).toBeNull();
    await waitFor(() => expect(server.callsTo('POST /v2/user/logout')).toHaveLength(1));
    expect(takeNextUrl()).toBe('/news');
  });

  it('opens the signed-in shell with its landmarks', async () => {
    serve();
    signIn();
    renderRoutes(appRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'Trade', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a signed-in user at %s to Trade', async (path) => {
    serve();
    signIn();
    const { router } = renderRoutes(appRoutes, path);
    await pathAfter(router, '/');
    expect(await screen.findByRole('heading', { name: 'Trade', level: 1 })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('shows %s to a signed-out visitor', async (path) => {
    serve();
    renderRoutes(appRoutes, path);
    expect(await screen.findByRole('heading', { name: /page$/ })).toBeInTheDocument();
  });

  it.each([
    '/withdrawal',
    '/withdrawal/riwayat-deposit',
    '/add-bank-account/take-photo',
    '/settings/rekening-penarikan',
  ])('sends %s to Trade in production', async (path) => {
    serve('production');
    signIn();
    const { router } = renderRoutes(appRoutes, path);
    await pathAfter(router, '/');
    expect(await screen.findByRole('heading', { name: 'Trade', level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/withdrawal/riwayat-withdrawal-tunai', 'Riwayat Withdrawal'],
    ['/add-bank-account', 'Tambah Rekening Bank'],
  ])('opens %s in development', async (path, title) => {
    serve('development');
    signIn();
    const { router } = renderRoutes(appRoutes, path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps the development mailbox out of production', async () => {
    serve('production');
    signIn();
    const { router } = renderRoutes(appRoutes, '/dev/mailbox');
    await pathAfter(router, '/');
  });

  it.each(['ib', 'fm', 'ccp'] as const)('does not open Transfer for a %s', async (level) => {
    serve();
    signIn(level);
    const { router } = renderRoutes(appRoutes, '/transfer');
    await pathAfter(router, '/');
    expect(await screen.findByRole('heading', { name: 'Trade', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer', level: 1 })).not.toBeInTheDocument();
  });

  it.each(['client', 'lp'] as const)('opens Transfer for a %s', async (level) => {
    serve();
    signIn(level);
    renderRoutes(appRoutes, '/transfer');
    expect(await screen.findByRole('heading', { name: 'Transfer', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Cash', selected: true })).toBeInTheDocument();
  });

  it('opens /invoice without signing in', async () => {
    serve();
    const { router } = renderRoutes(appRoutes, '/invoice');
    // No trade and no token in the address: the page refuses, and stays where it is.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Dokumen tidak dapat ditampilkan'),
    );
    expect(router.state.location.pathname).toBe('/invoice');
  });

  it('logs out at /logout and goes to Login without a next URL', async () => {
    const server = serve();
    signIn();
    const { router } = renderRoutes(appRoutes, '/logout');
    await pathAfter(router, '/login');
    expect(getSession()).toBeNull();
    expect(server.callsTo('POST /v2/user/logout')).toHaveLength(1);
    expect(takeNextUrl()).toBeNull();
  });
});
