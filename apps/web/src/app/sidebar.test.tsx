/**
 * Proves the sidebar of spec 000 section 2: its entries and labels per level, broker and
 * environment; E-Warrant's notice; and Logout's confirmation, which ends the session and goes
 * to Login only on Yes.
 */
import type { AccountLevel, BrokerId, Environment } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutRoute } from './guards.tsx';
import { MENU } from './navigation.tsx';
import { fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { authAnswer } from '../test-support/session-fixtures.ts';
import { getSession, saveSession } from '../lib/session.ts';
import { Sidebar } from '../features/shell/index.ts';

const renderSidebar = (level: AccountLevel, brokerId: BrokerId, environment: Environment) =>
  renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/logout', element: <LogoutRoute /> },
      {
        path: '*',
        element: (
          <Sidebar
            entries={MENU}
            viewer={{ level, brokerId, environment }}
            id="menu"
            open
            onNavigate={() => {}}
          />
        ),
      },
    ],
    '/reports',
  );

const always = [
  'Trade',
  'Trading Chart',
  'Peringatan Harga',
  'Reports',
  'RRS',
  'Market Insight',
  'News',
  'Support',
  'Settings',
  'E-Warrant',
  'Logout',
];
const withEntries = (extra: Record<string, string>) => {
  const labels = [...always];
  // Recurring buys are for those who may place orders: clients of the default broker.
  if (extra.orders) labels.splice(labels.indexOf('Reports'), 0, 'Nabung rutin');
  // A client's portfolio home (issue 23) leads their menu, in the menu's language.
  if (extra.portfolio) labels.unshift('Portofolio');
  if (extra.transfer) labels.splice(labels.indexOf('RRS'), 0, 'Transfer');
  if (extra.withdrawal) labels.splice(labels.indexOf('RRS') + 1, 0, 'Withdrawal');
  return labels;
};

const labelsShown = () =>
  within(screen.getByRole('navigation', { name: 'Menu utama' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('sidebar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      'client',
      'metalgo',
      'production',
      withEntries({ portfolio: 'y', transfer: 'y', orders: 'y' }),
    ],
    ['lp', 'metalgo', 'production', withEntries({ transfer: 'y' })],
    [
      'client',
      'metalgo',
      'development',
      withEntries({ portfolio: 'y', transfer: 'y', withdrawal: 'y', orders: 'y' }),
    ],
    ['lp', 'nunomics', 'development', withEntries({ withdrawal: 'y' })],
    ['client', 'pospaygold', 'development', withEntries({ portfolio: 'y' })],
    ['client', 'bmtdigi', 'production', withEntries({ portfolio: 'y' })],
    ['ib', 'metalgo', 'development', withEntries({})],
    ['fm', 'metalgo', 'production', withEntries({})],
    ['ccp', 'metalgo', 'development', withEntries({})],
  ] as const)('shows a %s of %s in %s: %j', (level, broker, environment, labels) => {
    fakeServer();
    renderSidebar(level, broker, environment);
    expect(labelsShown()).toEqual(labels);
  });

  it('links each page and marks the current one', () => {
    fakeServer();
    renderSidebar('client', 'metalgo', 'production');
    expect(screen.getByRole('link', { name: 'Market Insight' })).toHaveAttribute(
      'href',
      '/marketinsight',
    );
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it("answers E-Warrant with 'This feature will available soon.'", async () => {
    fakeServer();
    renderSidebar('client', 'metalgo', 'production');
    await userEvent.click(screen.getByRole('button', { name: 'E-Warrant' }));
    expect(
      screen.getByRole('alertdialog', { name: 'This feature will available soon.' }),
    ).toBeInTheDocument();
  });

  it('stays signed in when the logout question is cancelled', async () => {
    fakeServer();
    saveSession(authAnswer());
    const { router } = renderSidebar('client', 'metalgo', 'production');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure want to logout?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(router.state.location.pathname).toBe('/reports');
    expect(getSession()).not.toBeNull();
  });

  it('logs out on Yes and goes to Login', async () => {
    const server = fakeServer();
    saveSession(authAnswer({ token: 'live' }));
    const { router } = renderSidebar('client', 'metalgo', 'production');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    await waitFor(() => expect(server.callsTo('POST /v2/user/logout')).toHaveLength(1));
    expect(localStorage.getItem('emas.next_url')).toBeNull();
  });
});
