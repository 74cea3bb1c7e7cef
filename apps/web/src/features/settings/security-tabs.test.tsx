/**
 * Proves the 2FA and SESSIONS tabs (issue 23): turning two-factor sign-in on shows the QR code
 * and the key, sends the app's code and shows the ten recovery codes once; once on, turning it
 * off asks first and sends the code; the sessions list marks this one, ends another after a
 * confirmation, and ending this one signs out; the history names each outcome.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { configReply, settingsRoutes, signIn } from './test-support.tsx';

const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-fghjk`);
const OFF = { status: 200, enabled: false, enabled_at: null, recovery_codes_left: 0 };
const ON = {
  status: 200,
  enabled: true,
  enabled_at: '2026-11-24T03:00:00.000Z',
  recovery_codes_left: 9,
};

const session = (id: string, current: boolean, device: string, browser: string) => ({
  id,
  device,
  device_kind: 'computer',
  browser,
  ip: '10.0.0.7',
  city: 'Jakarta',
  started_at: '2026-11-24T03:00:00.000Z',
  last_seen_at: '2026-11-24T03:05:00.000Z',
  current,
});
const sessionsReply = {
  body: {
    status: 200,
    data: {
      body: [
        session('phone', false, 'iPhone', 'Safari 17'),
        session('laptop', true, 'Windows', 'Chrome 131'),
      ],
    },
  },
};
const historyReply = {
  body: {
    status: 200,
    data: {
      count: 2,
      body: [
        {
          ...session('a', false, 'Windows', 'Chrome 131'),
          at: '2026-11-24T03:00:00.000Z',
          outcome: 'success',
        },
        {
          ...session('b', false, 'iPhone', 'Safari 17'),
          at: '2026-11-24T02:00:00.000Z',
          outcome: 'wrong_code',
        },
      ].map(({ started_at: _s, last_seen_at: _l, current: _c, ...row }) => row),
    },
  },
};

const routes = [...settingsRoutes, { path: '/login', element: <p>Login page</p> }];
const open = async (tab: string, name: string) => {
  renderRoutes(routes, `/settings?tab=${tab}`);
  await screen.findByRole('tab', { name, selected: true });
};

describe('security tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('turns two-factor sign-in on with the code from the app and shows the recovery codes once', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      'GET /v2/user/2fa': { body: OFF },
      'POST /v2/user/2fa/enroll': {
        body: {
          status: 200,
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Emas:client%40demo.emas.id?secret=JBSWY3DPEHPK3PXP',
        },
      },
      'POST /v2/user/2fa/confirm': { body: { status: 200, recovery_codes: CODES } },
    });
    await open('two-factor', '2FA');
    expect(await screen.findByText('Masuk dua langkah belum aktif.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan masuk dua langkah' }));
    expect(
      await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const field = screen.getByLabelText('Kode dari aplikasi (6 digit)');
    await userEvent.type(field, '12 34');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(screen.getByText('Kode terdiri dari 6 angka.')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/2fa/confirm')).toHaveLength(0);
    await userEvent.type(field, '56');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const heading = await screen.findByRole('heading', { name: 'Kode pemulihan Anda' });
    expect(heading).toHaveFocus();
    expect(server.callsTo('POST /v2/user/2fa/confirm')[0]?.body).toEqual({ code: '12 3456' });
    const list = screen.getByRole('list', { name: 'Kode pemulihan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
  });

  it('turns it off only after the question, with the code typed', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      'GET /v2/user/2fa': { body: ON },
      'POST /v2/user/2fa/disable': { body: { status: 200, enabled: false } },
    });
    await open('two-factor', '2FA');
    expect(await screen.findByText('Sisa kode pemulihan: 9 dari 10.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    expect(
      screen.getByText('Ketik kode dari aplikasi atau salah satu kode pemulihan.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kode autentikator atau kode pemulihan'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Nonaktifkan' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Nonaktifkan masuk dua langkah?');
    await userEvent.click(within(question).getByRole('button', { name: 'Nonaktifkan' }));
    await vi.waitFor(() =>
      expect(server.callsTo('POST /v2/user/2fa/disable').map((call) => call.body)).toEqual([
        { code: '654321' },
      ]),
    );
  });

  it('lists the sessions with this one marked, ends another after asking, and the history names outcomes', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      'GET /v2/user/sessions': sessionsReply,
      'GET /v2/user/login_history': historyReply,
      'DELETE /v2/user/sessions/phone': { body: { status: 200, current: false } },
    });
    await open('sessions', 'SESI');
    const phone = (await screen.findByRole('heading', { name: 'Safari 17 di iPhone' })).closest(
      'li',
    );
    const laptop = screen.getByRole('heading', { name: 'Chrome 131 di Windows' }).closest('li');
    expect(laptop).toHaveTextContent('Sesi ini');
    expect(phone).not.toHaveTextContent('Sesi ini');
    expect(phone).toHaveTextContent('IP 10.0.0.7 · Jakarta');
    const table = await screen.findByRole('table', { name: 'Riwayat masuk' });
    expect(within(table).getByText('Berhasil')).toBeInTheDocument();
    expect(within(table).getByText('Kode 2FA salah')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Akhiri sesi Safari 17 di iPhone' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Akhiri sesi di Safari 17 di iPhone?');
    await userEvent.click(within(question).getByRole('button', { name: 'Akhiri sesi' }));
    await vi.waitFor(() =>
      expect(server.callsTo('DELETE /v2/user/sessions/phone')).toHaveLength(1),
    );
    expect(getSession()).not.toBeNull();
  });

  it('signs out when this session is ended', async () => {
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'GET /v2/user/sessions': sessionsReply,
      'GET /v2/user/login_history': historyReply,
      'DELETE /v2/user/sessions/laptop': { body: { status: 200, current: true } },
    });
    await open('sessions', 'SESI');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Akhiri sesi Chrome 131 di Windows' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Ini sesi yang sedang Anda pakai: Anda akan keluar.');
    await userEvent.click(within(question).getByRole('button', { name: 'Akhiri sesi' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
