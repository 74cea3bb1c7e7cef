/**
 * Proves the console's staff screens against the contract: the sign-in form asks for the
 * authenticator's code when the server says TotpRequired and sends it; an operator enrols
 * (QR code and key shown, the code confirmed); a production operator without two-factor opens
 * on its set-up and no desk; the menu shows each desk's waiting count with an accessible name;
 * a support-only operator sees only its desks; and the set-password page of an e-mailed link.
 */
import { OPERATOR_ROLES, type OperatorRole } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession, startOperatorSession } from '../features/operator/index.ts';

const TOKEN = 't'.repeat(40);
const SHA256_OF_SECRET = '2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b';
const operator = (roles: readonly OperatorRole[] = OPERATOR_ROLES, extra: object = {}) => ({
  operator_id: 'op-1',
  email: 'operator@demo.emas.id',
  name: 'Dewi Operator',
  roles,
  totp_enabled: false,
  totp_enrolment_required: false,
  ...extra,
});
const emptyPage = { status: 200, data: { count: 0, body: [] } };
const menu = () => screen.getByRole('navigation', { name: 'Menu konsol' });

const renderConsole = (path = '/operator') =>
  renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], path);

describe('operator console staff screens', () => {
  beforeEach(() => endOperatorSession());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the authenticator code when the server needs it, and sends it', async () => {
    const server = fakeServer({
      'POST /v2/operator/auth': (call) =>
        (call.body as { totp?: string }).totp === '123456'
          ? { body: { status: 200, data: { ...operator(), totp_enabled: true, token: TOKEN } } }
          : { status: 401, body: errorBody(401, { code: 'TotpRequired' }) },
      'GET /v2/operator/withdrawals': { body: emptyPage },
    });
    renderConsole();
    expect(screen.queryByLabelText('Kode autentikator (6 digit)')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'operator@demo.emas.id');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    const code = await screen.findByLabelText('Kode autentikator (6 digit)');
    expect(code).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('indonesia 401');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masuk sebagai Dewi Operator')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/operator/auth')[1]?.body).toEqual({
      email: 'operator@demo.emas.id',
      password: SHA256_OF_SECRET,
      totp: '123456',
    });
  });

  it('enrols: shows the QR code and the key, then turns two-factor on with the code', async () => {
    startOperatorSession({ ...operator(), token: TOKEN });
    const server = fakeServer({
      'POST /v2/operator/totp/enroll': {
        body: {
          status: 200,
          data: {
            secret: 'JBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Emas:operator%40demo.emas.id?secret=JBSWY3DPEHPK3PXP',
          },
        },
      },
      'POST /v2/operator/totp/confirm': { body: { status: 200, data: { totp_enabled: true } } },
    });
    renderConsole('/operator/two-factor');
    await userEvent.click(await screen.findByRole('button', { name: 'Mulai pengaturan' }));
    expect(
      await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ketik 6 digit kode dari aplikasi.');
    expect(server.callsTo('POST /v2/operator/totp/confirm')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Kode dari aplikasi (6 digit)'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Masuk dua langkah aktif.');
    expect(server.callsTo('POST /v2/operator/totp/confirm')[0]?.body).toEqual({ code: '654321' });
  });

  it('opens on the two-factor set-up, with no desk, while production requires it', async () => {
    startOperatorSession({
      ...operator(OPERATOR_ROLES, { totp_enrolment_required: true }),
      token: TOKEN,
    });
    fakeServer();
    const { router } = renderConsole('/operator/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Masuk dua langkah' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/two-factor');
    expect(screen.getByRole('alert')).toHaveTextContent('Aktifkan masuk dua langkah');
    expect(screen.queryByRole('navigation', { name: 'Menu konsol' })).not.toBeInTheDocument();
  });

  it('shows each desk its waiting count, named for screen readers, and none at zero', async () => {
    startOperatorSession({ ...operator(), token: TOKEN });
    fakeServer({
      'GET /v2/operator/withdrawals': { body: emptyPage },
      'GET /v2/operator/desk_counts': {
        body: {
          status: 200,
          data: {
            body: [
              { opens: '/v2/operator/withdrawals', waiting: 3 },
              { opens: '/v2/operator/registrations', waiting: 0 },
            ],
          },
        },
      },
    });
    renderConsole();
    expect(
      await within(menu()).findByRole('link', { name: 'Penarikan dana 3 menunggu' }),
    ).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Pendaftaran' })).toBeInTheDocument();
  });

  it('shows a support-only operator the support desks alone', async () => {
    startOperatorSession({ ...operator(['support']), token: TOKEN });
    fakeServer({ 'GET /v2/operator/support_requests': { body: emptyPage } });
    renderConsole();
    await waitFor(() =>
      expect(
        within(menu())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Permintaan bantuan', 'Chat', 'Data akun']),
    );
  });

  it('sets a password from the e-mailed link, checking the rule and the repeat first', async () => {
    const server = fakeServer({ 'POST /v2/operator/password': { body: { status: 200 } } });
    renderConsole(`/operator/set-password?token=${'k'.repeat(43)}`);
    const password = await screen.findByLabelText('Password baru');
    await userEvent.type(password, 'weak');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimal 8 karakter');
    await userEvent.clear(password);
    await userEvent.type(password, 'Kuat#2026x');
    const repeat = screen.getByLabelText('Ulangi password baru');
    await userEvent.type(repeat, 'Kuat#2026y');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kedua password tidak sama.');
    expect(server.callsTo('POST /v2/operator/password')).toHaveLength(0);
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'Kuat#2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password tersimpan.');
    const [sent] = server.callsTo('POST /v2/operator/password');
    expect(sent?.body).toEqual({
      token: 'k'.repeat(43),
      password: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(screen.getByRole('link', { name: 'Masuk ke konsol' })).toHaveAttribute(
      'href',
      '/operator',
    );
  });
});
