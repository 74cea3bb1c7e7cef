// @vitest-environment jsdom
/**
 * Proves the forgot-password form: its fields and copy, the request it sends, the move to the
 * OTP form with the server's message, and the popup for each kind of failure.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, renderAuth, type Reply } from './test-support.tsx';

const codeSent = {
  body: {
    status: 200,
    message: 'An OTP code has been sent to your email',
    message_id: 'Kode OTP telah dikirim ke email Anda',
    resend_available_at: '2026-01-01T00:01:00.000Z',
    expires_at: '2026-01-01T00:01:00.000Z',
  },
};

async function openForgot() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Lupa Password' }));
  return user;
}

describe('forgot-password form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the e-mail field, the broker select, the copy and a way back to login', async () => {
    fakeServer();
    renderAuth();
    const user = await openForgot();
    expect(screen.getByRole('heading', { name: 'Atur ulang password' })).toHaveFocus();
    expect(screen.getByText(/kode verifikasi ke email/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Perantara perdagangan')).toHaveValue('metalgo');
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Kembali ke login' }));
    expect(screen.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeInTheDocument();
  });

  it('asks for the e-mail before sending', async () => {
    const server = fakeServer();
    renderAuth();
    const user = await openForgot();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email wajib diisi.');
    expect(server.callsTo('POST /v2/user/forgot_password')).toHaveLength(0);
  });

  it('sends the e-mail and broker, then shows the OTP form with the server message', async () => {
    const server = fakeServer({ 'POST /v2/user/forgot_password': codeSent });
    renderAuth();
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'pospay@demo.emas.id');
    await user.selectOptions(screen.getByLabelText('Perantara perdagangan'), 'pospaygold');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('heading', { name: 'Kode OTP' })).toBeInTheDocument();
    expect(screen.getByText('Kode OTP telah dikirim ke email Anda')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/forgot_password')[0]?.body).toEqual({
      email: 'pospay@demo.emas.id',
      app_name: 'pospaygold',
    });
  });

  it('disables Submit while the request loads', async () => {
    let answer: (reply: Reply) => void = () => {};
    fakeServer({
      'POST /v2/user/forgot_password': () => new Promise((resolve) => (answer = resolve)),
    });
    renderAuth();
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'client@demo.emas.id');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    answer(codeSent);
    expect(await screen.findByRole('heading', { name: 'Kode OTP' })).toBeInTheDocument();
  });

  const validation = errorBody(422, {
    status_code: 9000,
    errors: [
      { field: 'email', message: 'email is not valid', message_id: 'email tidak valid' },
      { field: 'app_name', message: 'second', message_id: 'kedua' },
    ],
  });

  it.each<[string, Reply, string]>([
    [
      'a validation answer (9000) shows the first error',
      { status: 422, body: validation },
      'email tidak valid',
    ],
    ['another answer shows err_message_id', { status: 404, body: errorBody(404) }, 'indonesia 404'],
    ['no answer shows the offline text', 'offline', 'Server appears to be offline'],
    ['an answer without a body shows Error', { status: 502 }, 'Error'],
  ])('%s in an error popup', async (_case, reply, message) => {
    fakeServer({ 'POST /v2/user/forgot_password': reply });
    renderAuth();
    const user = await openForgot();
    await user.type(screen.getByLabelText('Email'), 'client@demo.emas.id');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Atur ulang password' })).toBeInTheDocument();
  });
});
