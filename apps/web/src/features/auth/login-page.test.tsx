// @vitest-environment jsdom
/**
 * Proves the whole recovery journey through the four sub-forms, login -> forgotPassword ->
 * inputOtp -> resetPassword -> login, and the link to registration.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAuth } from './test-support.tsx';

describe('login screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('goes from login through forgot, OTP and new password back to login', async () => {
    const server = fakeServer({
      'POST /v2/user/forgot_password': {
        body: {
          status: 200,
          message: 'sent',
          message_id: 'Kode OTP telah dikirim ke email Anda',
          resend_available_at: '',
          expires_at: '',
        },
      },
      'POST /v2/user/verify_otp': { body: { status: 200, validate_token: 'validate-9' } },
      'POST /v2/user/reset_password': { body: { status: 200, message: 'ok', message_id: 'ok' } },
    });
    renderAuth();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Lupa Password' }));
    await user.type(screen.getByLabelText('Email'), 'client2@demo.emas.id');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));

    expect(await screen.findByRole('heading', { name: 'Kode OTP' })).toHaveFocus();
    await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
    await user.paste('135790');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));

    expect(await screen.findByRole('heading', { name: 'Buat password baru' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password baru'), 'Emas#2027');
    await user.type(screen.getByLabelText('Konfirmasi password baru'), 'Emas#2027');
    await user.click(screen.getByRole('button', { name: 'SIMPAN PASSWORD' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Berhasil Disimpan' })).getByRole(
        'button',
      ),
    );

    expect(screen.getByRole('heading', { name: 'Masuk ke akun Anda' })).toHaveFocus();
    expect(server.callsTo('POST /v2/user/verify_otp')[0]?.body).toMatchObject({
      email: 'client2@demo.emas.id',
      otp: '135790',
    });
    expect(server.callsTo('POST /v2/user/reset_password')[0]?.body).toMatchObject({
      token: 'validate-9',
    });
  });

  it('switches its texts to English', async () => {
    fakeServer();
    renderAuth();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'EN (English)' }));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(
      screen.getByText('The first in-exchange physical gold trading platform in Indonesia'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ID (Bahasa Indonesia)' }));
    expect(
      screen.getByText('Platform perdagangan emas fisik pertama di bursa di Indonesia'),
    ).toBeInTheDocument();
  });
});

describe('the register link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads from DAFTAR DI SINI to /register', async () => {
    fakeServer();
    renderAuth();
    await userEvent.setup().click(screen.getByRole('link', { name: 'DAFTAR DI SINI' }));
    expect(screen.getByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  });
});
