// @vitest-environment jsdom
/**
 * Proves the 'Kode OTP' form: the six boxes (typing, arrows, Backspace/Delete, paste), the
 * stored 60 s countdown reaching EXPIRED and 'Resend OTP', and where each answer leads:
 * a wrong code clears the boxes, 9004 and an expired code return to the forgot form, a
 * failed resend returns to login, a right code opens the new-password form.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPendingRecovery } from './pending-recovery.ts';
import { errorBody, fakeServer, renderAuth, type Reply } from './test-support.tsx';

const email = 'client@demo.emas.id';
const codeSent = (message_id: string): Reply => ({
  body: { status: 200, message: 'sent', message_id, resend_available_at: '', expires_at: '' },
});

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d dari 6$/ });
const code = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('');

function openOtp(routes: Parameters<typeof fakeServer>[0] = {}) {
  startPendingRecovery({
    email,
    appName: 'metalgo',
    message: 'Kode OTP telah dikirim ke email Anda',
  });
  const server = fakeServer(routes);
  renderAuth();
  return server;
}

describe('OTP boxes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('are six labelled numeric boxes under the title and the message', () => {
    openOtp();
    expect(screen.getByRole('heading', { name: 'Kode OTP' })).toBeInTheDocument();
    expect(screen.getByText('Kode OTP telah dikirim ke email Anda')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kode OTP' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeDisabled();
  });

  it('take one digit each, ignore other characters and move forward while typing', async () => {
    openOtp();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('3456');
    expect(code()).toBe('123456');
    expect(screen.getByRole('button', { name: 'Lanjutkan' })).toBeEnabled();
  });

  it('move with the arrow keys, and Backspace or Delete clear the box and move back', async () => {
    openOtp();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(code()).toBe('1');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('9');
    expect(code()).toBe('9');
  });

  it('are all filled by pasting a 6-digit code into any box', async () => {
    openOtp();
    const user = userEvent.setup();
    await user.click(boxes()[3]!);
    await user.paste('654 321');
    expect(code()).toBe('654321');
    expect(boxes()[5]).toHaveFocus();
  });
});

describe('OTP countdown', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down from 01:00, reads EXPIRED with Resend OTP at zero, and restarts on resend', async () => {
    const server = openOtp({ 'POST /v2/user/resend_otp': codeSent('Kode baru dikirim') });
    expect(screen.getByText('Kirim kembali kode dalam')).toHaveTextContent(
      'Kirim kembali kode dalam 01:00',
    );
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText(/Kirim kembali kode dalam/)).toHaveTextContent('00:45');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('EXPIRED')).toBeInTheDocument();
    expect(screen.queryByText(/Kirim kembali kode dalam/)).not.toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Kode baru dikirim')).toBeInTheDocument();
    expect(screen.getByText(/Kirim kembali kode dalam/)).toHaveTextContent('01:00');
    expect(server.callsTo('POST /v2/user/resend_otp')[0]?.body).toEqual({
      email,
      app_name: 'metalgo',
    });
  });

  it('survives a reload: the stored timer goes on where it was', () => {
    startPendingRecovery(
      { email, appName: 'nunomics', message: 'Kode terkirim' },
      Date.now() - 25_000,
    );
    fakeServer();
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Kode OTP' })).toBeInTheDocument();
    expect(screen.getByText(/Kirim kembali kode dalam/)).toHaveTextContent('00:35');
  });

  it('returns to the forgot form, e-mail kept, when continuing with an expired code', async () => {
    const server = openOtp();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(boxes()[0]!);
    await user.paste('123456');
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByRole('heading', { name: 'Atur ulang password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.getByText(/Kode OTP sudah kedaluwarsa/)).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/verify_otp')).toHaveLength(0);
  });

  it('returns to login after a failed resend, once its popup closes', async () => {
    openOtp({ 'POST /v2/user/resend_otp': { status: 429, body: errorBody(429) } });
    act(() => vi.advanceTimersByTime(60_000));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText('indonesia 429')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button'));
    expect(screen.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeInTheDocument();
    expect(localStorage.getItem('emas.auth.pendingRecovery')).toBeNull();
  });
});

describe('OTP check', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  async function submitCode(text = '123456') {
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    return user;
  }

  it('sends the e-mail, code and broker, then opens the new-password form', async () => {
    const server = openOtp({
      'POST /v2/user/verify_otp': { body: { status: 200, validate_token: 'v-1' } },
    });
    await submitCode('246810');
    expect(await screen.findByRole('heading', { name: 'Buat password baru' })).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/verify_otp')[0]?.body).toEqual({
      email,
      otp: '246810',
      app_name: 'metalgo',
    });
    expect(localStorage.getItem('emas.auth.pendingRecovery')).toBeNull();
  });

  it('shows a wrong code under Kode OTP Tidak Sesuai, then clears the boxes and focuses the first', async () => {
    const wrong = errorBody(400, { err_message_id: 'Kode Tidak Sesuai, Sisa 2x Kesempatan' });
    openOtp({ 'POST /v2/user/verify_otp': { status: 400, body: wrong } });
    const user = await submitCode();
    const popup = await screen.findByRole('alertdialog', { name: 'Kode OTP Tidak Sesuai' });
    expect(within(popup).getByText('Kode Tidak Sesuai, Sisa 2x Kesempatan')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button'));
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Kode OTP' })).toBeInTheDocument();
  });

  it('shows the first field error of a validation answer (9000)', async () => {
    const validation = errorBody(422, {
      status_code: 9000,
      errors: [{ field: 'otp', message: 'otp must be 6 digits', message_id: 'OTP harus 6 angka' }],
    });
    openOtp({ 'POST /v2/user/verify_otp': { status: 422, body: validation } });
    await submitCode();
    const popup = await screen.findByRole('alertdialog', { name: 'Kode OTP Tidak Sesuai' });
    expect(within(popup).getByText('OTP harus 6 angka')).toBeInTheDocument();
  });

  it('returns to the forgot form when the server answers 9004', async () => {
    openOtp({ 'POST /v2/user/verify_otp': { status: 400, body: errorBody(9004) } });
    const user = await submitCode();
    const popup = await screen.findByRole('alertdialog', { name: 'Kode OTP Tidak Sesuai' });
    await user.click(within(popup).getByRole('button'));
    expect(screen.getByRole('heading', { name: 'Atur ulang password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });
});
