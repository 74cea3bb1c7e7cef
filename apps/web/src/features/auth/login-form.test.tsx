// @vitest-environment jsdom
/**
 * Proves the login form: its fields, the login chain's order and requests (identifier by kind,
 * SHA-256 hex instead of the password, geolocation headers), where it lands, and the message
 * the spec gives for each failure.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '@emas/api';
import { jakartaGeoHeaders } from '@emas/api/test-fixtures';
import { currentLanding } from '../../lib/landing.ts';
import { getSession, saveNextUrl, saveSession } from '../../lib/session.ts';
import { errorBody, fakeServer, jakarta, renderAuth, sha256 } from './test-support.tsx';
import { accountInformation } from '../../test-support/session-fixtures.ts';

const authAnswer: AuthResponse = {
  status: 200,
  iserror: false,
  token: 'token-1',
  user_id: 'user-1',
  broker_id: 'metalgo',
  bank_type: 'OTHER',
  app_name: 'metalgo',
  email: 'client@demo.emas.id',
  phone_number: '081200000001',
  fullname: 'Dewi Lestari',
  level: 'client',
  hin: 'PC00000001',
  session_expires_at: '2026-01-01T00:15:00.000Z',
};

const accountAnswer = { status: 200, data: { body: accountInformation() } };

const signInRoutes = {
  'POST /v2/user/check_user': { body: { status: 200, exists: true, user_status: 'active' } },
  'POST /v2/user/auth': { body: authAnswer },
  'POST /v2/igx/account_information': { body: accountAnswer },
};

async function signIn(userId = 'client@demo.emas.id', password = 'Emas#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email atau nomor HP'), userId);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  /** A session left over from before, which a failed sign-in must clear. */
  const staleSession = () => saveSession({ ...authAnswer, token: 'stale-token' });

  it('shows the fields, the four brokers with METALGO+ first, and the links', async () => {
    fakeServer();
    renderAuth();
    expect(await screen.findByRole('heading', { name: 'Masuk ke akun Anda' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email atau nomor HP')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const broker = screen.getByLabelText('Perantara perdagangan');
    expect(
      within(broker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'ABI KB - METALGO+',
      'ABI KB - PospayGold',
      'ABI KB - Nunomics',
      'ABI KB - BMT Digi',
    ]);
    expect(broker).toHaveValue('metalgo');
    expect(screen.getByRole('button', { name: 'Lupa Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DAFTAR DI SINI' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows and hides the password with a labelled toggle', async () => {
    fakeServer();
    renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('offers DAFTAR DI SINI only for the broker with a register path', async () => {
    fakeServer();
    renderAuth();
    await userEvent
      .setup()
      .selectOptions(screen.getByLabelText('Perantara perdagangan'), 'pospaygold');
    expect(screen.queryByRole('link', { name: 'DAFTAR DI SINI' })).not.toBeInTheDocument();
  });

  it('requires both fields before asking the server', async () => {
    const server = fakeServer(signInRoutes);
    renderAuth();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email atau nomor HP wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /v2/user/auth')).toHaveLength(0);
  });

  it('sends the e-mail, the SHA-256 hex of the password and the location, then lands a client on the portfolio', async () => {
    const server = fakeServer(signInRoutes);
    renderAuth();
    await signIn('  Client@Demo.Emas.id ', 'Emas#2026');
    expect(await screen.findByText('Portfolio page')).toBeInTheDocument();
    expect(server.calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([
      'POST /v2/user/check_user',
      'POST /v2/user/auth',
      'POST /v2/igx/account_information',
    ]);
    expect(server.callsTo('POST /v2/user/check_user')[0]?.body).toEqual({
      email: 'client@demo.emas.id',
      app_name: 'metalgo',
    });
    const auth = server.callsTo('POST /v2/user/auth')[0];
    expect(auth?.body).toEqual({
      email: 'client@demo.emas.id',
      password: sha256('Emas#2026'),
      app_name: 'metalgo',
      clientCaptchaKey: '',
    });
    expect(JSON.stringify(auth?.body)).not.toContain('Emas#2026');
    expect(
      Object.fromEntries(
        ['latitude', 'longitude', 'city', 'region', 'country', 'ip-address'].map((name) => [
          name,
          auth?.headers.get(name),
        ]),
      ),
    ).toEqual(jakartaGeoHeaders);
    const account = server.callsTo('POST /v2/igx/account_information')[0];
    expect(account?.body).toEqual({ user_id: 'user-1' });
    expect(account?.headers.get('authorization')).toBe('Bearer token-1');
    expect(getSession()).toMatchObject({
      token: 'token-1',
      userId: 'user-1',
      appName: 'metalgo',
      level: 'client',
    });
    await screen.findByText('Portfolio page');
    expect(currentLanding()).toBe('Dewi');
  });

  it('lands every other level on Trade', async () => {
    fakeServer({ ...signInRoutes, 'POST /v2/user/auth': { body: { ...authAnswer, level: 'ib' } } });
    renderAuth();
    await signIn('ib@demo.emas.id');
    expect(await screen.findByText('Trade page')).toBeInTheDocument();
  });

  it('sends a phone number as phone_number with the chosen broker, and lands on the stored next URL', async () => {
    saveNextUrl('/reports');
    const server = fakeServer(signInRoutes);
    renderAuth();
    await userEvent
      .setup()
      .selectOptions(screen.getByLabelText('Perantara perdagangan'), 'nunomics');
    await signIn('081200000001');
    expect(await screen.findByText('Reports page')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/auth')[0]?.body).toMatchObject({
      phone_number: '081200000001',
      app_name: 'nunomics',
    });
  });

  it('disables Login and shows the neutral loading text while the chain runs', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    fakeServer({
      ...signInRoutes,
      'POST /v2/user/check_user': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAuth();
    await signIn();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat…');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    answer({ body: { status: 200, exists: true, user_status: 'active' } });
    expect(await screen.findByText('Portfolio page')).toBeInTheDocument();
  });

  it.each([
    ['2018', { status: 401, body: errorBody(2018) }, 'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT'],
    ['2022 (another broker)', { status: 401, body: errorBody(2022) }, 'indonesia 2022'],
    ['2023', { status: 403, body: errorBody(2023) }, 'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT'],
    [
      '422',
      { status: 422, body: errorBody(422, { status_code: 9000 }) },
      'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT',
    ],
    ['404', { status: 404, body: errorBody(404) }, 'Account not found!'],
    ['429 (throttle)', { status: 429, body: errorBody(429) }, 'indonesia 429'],
    ['no answer', 'offline' as const, 'Server appears to be offline'],
  ])(
    'a %s answer to auth shows its message and clears the stored auth',
    async (_case, reply, message) => {
      staleSession();
      fakeServer({ ...signInRoutes, 'POST /v2/user/auth': reply });
      renderAuth();
      await signIn();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      expect(getSession()).toBeNull();
      expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    },
  );

  it('shows a 404 from check_user as Account not found! without authenticating', async () => {
    const server = fakeServer({
      ...signInRoutes,
      'POST /v2/user/check_user': { status: 404, body: errorBody(404) },
    });
    renderAuth();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Account not found!'));
    expect(server.callsTo('POST /v2/user/auth')).toHaveLength(0);
  });

  it('shows the throttle message in English when the page is in English', async () => {
    fakeServer({ ...signInRoutes, 'POST /v2/user/auth': { status: 429, body: errorBody(429) } });
    renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'EN (English)' }));
    await user.type(screen.getByLabelText('E-mail or phone number'), 'client@demo.emas.id');
    await user.type(screen.getByLabelText('Password'), 'Emas#2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('english 429'));
    await user.click(screen.getByRole('radio', { name: 'ID (Bahasa Indonesia)' }));
  });

  it.each([
    ['city', { ...jakarta, city: '' }],
    ['longitude', { ...jakarta, cityLatLong: '-6.2088' }],
    ['IP address', { ...jakarta, userIP: '' }],
  ])('refuses to go on when the location lacks the %s', async (_field, location) => {
    staleSession();
    const server = fakeServer({ ...signInRoutes, 'GET /v2/geolocation': { body: location } });
    renderAuth();
    await signIn();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Unable to Login. Please check your connection.',
      ),
    );
    expect(server.callsTo('POST /v2/user/check_user')).toHaveLength(0);
    expect(getSession()).toBeNull();
  });

  it('refuses a malformed identifier before asking the server', async () => {
    const server = fakeServer(signInRoutes);
    renderAuth();
    await signIn('client@', 'Emas#2026');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT',
      ),
    );
    expect(server.callsTo('POST /v2/user/check_user')).toHaveLength(0);
  });

  it.each([
    ['403 shows the server message', { status: 403, body: errorBody(403) }, 'indonesia 403'],
    [
      '500 shows Something went Wrong',
      { status: 500, body: errorBody(500) },
      'Something went Wrong',
    ],
  ])('account information: %s, and the stored auth is cleared', async (_case, reply, message) => {
    staleSession();
    fakeServer({ ...signInRoutes, 'POST /v2/igx/account_information': reply });
    renderAuth();
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(getSession()).toBeNull();
    expect(screen.queryByText('Portfolio page')).not.toBeInTheDocument();
  });

  it('opens and closes the help modal with Escape, returning focus to its button', async () => {
    fakeServer();
    renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bantuan' }));
    expect(screen.getByRole('dialog', { name: 'Bantuan masuk' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bantuan' })).toHaveFocus();
  });
});
