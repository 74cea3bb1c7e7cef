// @vitest-environment jsdom
/**
 * Proves the login's second step with two-factor sign-in on: the password answers a challenge,
 * the form asks for the app's code (or, switched, a recovery code), checks its shape before
 * asking, sends the challenge and the code with the location, and lands; a wrong code may be
 * typed again; an expired challenge goes back to the password with why.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { accountInformation, authAnswer } from '../../test-support/session-fixtures.ts';
import { errorBody, fakeServer, renderAuth } from './test-support.tsx';

const signedIn = authAnswer({ token: 'token-2fa', broker_id: 'metalgo' });
const CHALLENGE = 'c'.repeat(43);

const routes = (verify: { status?: number; body: unknown }) => ({
  'POST /v2/user/check_user': { body: { status: 200, exists: true, user_status: 'active' } },
  'POST /v2/user/auth': {
    body: { status: 200, two_factor_required: true, challenge: CHALLENGE },
  },
  'POST /v2/user/2fa/verify': verify,
  'POST /v2/igx/account_information': {
    body: { status: 200, data: { body: accountInformation() } },
  },
});

const passPassword = async () => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email atau nomor HP'), 'client@demo.emas.id');
  await user.type(screen.getByLabelText('Password'), 'Emas#2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Verifikasi dua langkah' });
  return user;
};

describe('two-factor sign-in step', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the app code, checks its shape, then signs in with the challenge and lands a client on the portfolio', async () => {
    const server = fakeServer(routes({ body: signedIn }));
    renderAuth();
    const user = await passPassword();
    expect(getSession()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Verifikasi dua langkah' })).toHaveFocus();
    const field = screen.getByLabelText('Kode autentikator (6 digit)');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(screen.getByText('Kode autentikator terdiri dari 6 angka.')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/2fa/verify')).toHaveLength(0);

    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Portfolio page')).toBeInTheDocument();
    const verify = server.callsTo('POST /v2/user/2fa/verify')[0];
    expect(verify?.body).toEqual({ challenge: CHALLENGE, code: '123456' });
    expect(verify?.headers.get('city')).toBe('Jakarta');
    expect(getSession()?.token).toBe('token-2fa');
  });

  it('takes a recovery code once switched, and lets a wrong one be typed again', async () => {
    const server = fakeServer(
      routes({
        status: 401,
        body: errorBody(401, {
          code: 'TwoFactorCodeInvalid',
          err_message_id: 'Kode itu salah atau sudah dipakai.',
        }),
      }),
    );
    renderAuth();
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: 'Pakai kode pemulihan' }));
    const field = screen.getByLabelText('Kode pemulihan');
    expect(field).toHaveFocus();
    await user.type(field, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kode itu salah atau sudah dipakai.',
    );
    expect(server.callsTo('POST /v2/user/2fa/verify')[0]?.body).toEqual({
      challenge: CHALLENGE,
      code: 'abcde-fghjk',
    });
    expect(screen.getByLabelText('Kode pemulihan')).toHaveValue('');
    expect(getSession()).toBeNull();
  });

  it('goes back to the password, saying why, when the sign-in expired', async () => {
    fakeServer(
      routes({
        status: 410,
        body: errorBody(410, {
          code: 'TwoFactorChallengeGone',
          err_message_id: 'Proses masuk ini sudah kedaluwarsa. Masuk lagi dengan password Anda.',
        }),
      }),
    );
    renderAuth();
    const user = await passPassword();
    await user.type(screen.getByLabelText('Kode autentikator (6 digit)'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('heading', { name: 'Masuk ke akun Anda' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Proses masuk ini sudah kedaluwarsa. Masuk lagi dengan password Anda.',
    );
  });
});
