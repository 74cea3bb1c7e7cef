/**
 * Proves the development-only withdrawal screens (spec 000 §2, §3, §5, §8): the breadcrumbs;
 * the request's amount and description rules with the spec's texts (Rp 10.000 minimum,
 * Rp 250.000.000 by BI-FAST only); the confirmation; the e-mail code, then the SMS code, then
 * 'Berhasil Diproses'; a wrong code's dialog with the boxes cleared; an error that ends the
 * flow sends the user back to the form; and the two histories with Diproses / Berhasil / Gagal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { paymentInformation, withdrawalTransaction } from '../transfer/test-support.tsx';
import { DepositHistoryPage, WithdrawalHistoryPage } from './history-pages.tsx';
import { WithdrawalPage } from './withdrawal-page.tsx';

const REQUEST = 'POST /v2/bank_account/withdrawal';
const EMAIL = 'POST /v2/bank_account/withdrawal/otp/validate_email';
const SMS = 'POST /v2/bank_account/withdrawal/otp/validate_sms';

const flow = (otpStep: 'email' | 'sms' | 'done') => ({
  request_key: 'key-1',
  _id: 'wd-1',
  status: otpStep === 'done' ? ('process' as const) : ('pending' as const),
  expired_at: '2026-03-02T03:15:00.000Z',
  otp_step: otpStep,
});
const codeReply = (otpStep: 'sms' | 'done') => ({
  body: { status: 200, message: 'ok', transaction: flow(otpStep) },
});

const server = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'POST /v2/igx/payment_information': { body: { status: 200, body: paymentInformation() } },
    [REQUEST]: { body: { status: 200, transaction: flow('email') } },
    [EMAIL]: codeReply('sms'),
    [SMS]: codeReply('done'),
    ...routes,
  });

/** The gateway's refusal, as the server passes it on. */
const refusal = (code: string, message: string) => ({
  status: 400,
  body: { ...errorBody(400), code, err_message_id: message },
});

const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  const boxes = await screen.findAllByRole('textbox', { name: /digit|Digit|angka|Angka/ });
  await user.click(boxes[0] as HTMLElement);
  await user.keyboard(code);
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('id');
  saveSession(authAnswer(), Date.now());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const request = async (user: ReturnType<typeof userEvent.setup>, amount: string) => {
  await user.type(await screen.findByLabelText('Jumlah penarikan (IDR)'), amount);
  await user.click(screen.getByRole('button', { name: 'Tarik dana' }));
};

const confirm = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Apakah Anda yakin ingin melakukan withdrawal Saldo RPED?',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Ya' }));
};

/** Requests Rp 50.000, confirms it and sends a wrong e-mail code. */
const sendWrongEmailCode = async () => {
  const user = userEvent.setup();
  renderAt(<WithdrawalPage />, '/withdrawal');
  await request(user, '50.000');
  await confirm(user);
  await typeCode(user, '111111');
  await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
  return user;
};

describe('the withdrawal page', () => {
  it('shows its breadcrumb, the destination and links to both histories', async () => {
    server();
    renderAt(<WithdrawalPage />, '/withdrawal');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Withdrawal')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(/5200000001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riwayat Withdrawal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riwayat Deposit' })).toBeInTheDocument();
  });

  it('refuses below Rp 10.000 and above Rp 250.000.000 by BI-FAST, with the spec texts', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderAt(<WithdrawalPage />, '/withdrawal');
    await request(user, '9.999');
    expect(screen.getByText('Minimal penarikan Rp 10.000')).toBeInTheDocument();
    const amount = screen.getByLabelText('Jumlah penarikan (IDR)');
    await user.clear(amount);
    await user.type(amount, '250.000.001');
    expect(screen.getByText('Maksimal penarikan Rp 250.000.000')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ETB' }));
    expect(screen.queryByText('Maksimal penarikan Rp 250.000.000')).toBeNull();
    await user.type(screen.getByLabelText('Deskripsi (opsional)'), 'x'.repeat(41));
    expect(screen.getByText('Deskripsi maksimal 40 karakter')).toBeInTheDocument();
    expect(calls.callsTo(REQUEST)).toHaveLength(0);
  });

  it('takes a withdrawal through the e-mail code, then the SMS code', async () => {
    const calls = server();
    const user = userEvent.setup();
    renderAt(<WithdrawalPage />, '/withdrawal');
    await request(user, '50.000');
    await confirm(user);
    expect(calls.callsTo(REQUEST)[0]?.body).toEqual({
      transfer_type: 'bifast',
      amount: '50000.00',
      request_key: expect.any(String),
    });
    expect(await screen.findByRole('heading', { name: 'Kode OTP e-mail' })).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(calls.callsTo(EMAIL)[0]?.body).toEqual({ request_key: 'key-1', code: '123456' });
    expect(await screen.findByRole('heading', { name: 'Kode OTP SMS' })).toBeInTheDocument();
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    const done = await screen.findByRole('alertdialog', { name: 'Berhasil Diproses' });
    expect(within(done).getByText('Tunggu hingga kami selesai memverifikasi')).toBeInTheDocument();
    expect(calls.callsTo(SMS)[0]?.body).toEqual({ request_key: 'key-1', code: '654321' });
    await user.click(within(done).getByRole('button', { name: 'Tutup' }));
    expect(await screen.findByLabelText('Jumlah penarikan (IDR)')).toHaveValue('');
  });

  it('shows a wrong code in a dialog and clears the boxes', async () => {
    server({ [EMAIL]: refusal('OTPInvalid', 'Kode Tidak Sesuai, Sisa 2x Kesempatan') });
    const user = await sendWrongEmailCode();
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Kode Tidak Sesuai, Sisa 2x Kesempatan',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.getByRole('heading', { name: 'Kode OTP e-mail' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox', { name: /digit|Digit|angka|Angka/ });
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('');
  });

  it('goes back to the form when the code ends the flow', async () => {
    server({ [EMAIL]: refusal('NoActiveOTP', 'Tidak ada kode aktif. Silakan ulangi dari awal.') });
    const user = await sendWrongEmailCode();
    const dialog = await screen.findByRole('alertdialog', { name: /Tidak ada kode aktif/ });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(await screen.findByLabelText('Jumlah penarikan (IDR)')).toBeInTheDocument();
  });

  it('shows a refused request in a dialog', async () => {
    server({ [REQUEST]: refusal('InsufficientBalance', 'Saldo RPED Tidak Cukup') });
    const user = userEvent.setup();
    renderAt(<WithdrawalPage />, '/withdrawal');
    await request(user, '50.000');
    await confirm(user);
    expect(
      await screen.findByRole('alertdialog', { name: 'Saldo RPED Tidak Cukup' }),
    ).toBeInTheDocument();
  });
});

describe('the histories', () => {
  it('lists withdrawals as Diproses, Berhasil and Gagal under their breadcrumb', async () => {
    fakeServer({
      'GET /v2/bank_account/withdrawal': {
        body: {
          status: 200,
          transactions: [
            withdrawalTransaction({
              _id: 'a',
              status: 'pending',
              transaction_id: '65f1c2a9e4b0c81d2e3f4a5b',
            }),
            withdrawalTransaction({ _id: 'b', status: 'success' }),
            withdrawalTransaction({ _id: 'c', status: 'failed' }),
          ],
        },
      },
    });
    renderAt(<WithdrawalHistoryPage />, '/withdrawal/riwayat-withdrawal-tunai');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Withdrawal' })).toHaveAttribute(
      'href',
      '/withdrawal',
    );
    expect(within(trail).getByText('Riwayat Withdrawal')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('Diproses')).toBeInTheDocument();
    expect(screen.getByText('Berhasil')).toBeInTheDocument();
    expect(screen.getByText('Gagal')).toBeInTheDocument();
    // The 24-hex transaction id shows short, and copies whole.
    expect(screen.getByText('65f1c2a9…')).toHaveAttribute('title', '65f1c2a9e4b0c81d2e3f4a5b');
    expect(screen.queryByText('65f1c2a9e4b0c81d2e3f4a5b')).toBeNull();
  });

  it('lists deposits with their amount and date', async () => {
    fakeServer({
      'GET /v2/abx/account/deposit_withdrawal_history': {
        body: {
          status: 200,
          data: {
            deposits: [
              {
                _id: '0192f1a2-7c3b-7d4e-9f00-1234567890ab',
                amount: '2500000.00',
                createdAt: '2026-03-02T03:00:00.000Z',
                status: 'success',
                description: null,
              },
            ],
            withdrawals: [],
          },
        },
      },
    });
    renderAt(<DepositHistoryPage />, '/withdrawal/riwayat-deposit');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Riwayat Deposit'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Rp 2.500.000,00')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Salin ID 0192f1a2-7c3b-7d4e-9f00-1234567890ab' }),
    ).toBeInTheDocument();
  });
});
