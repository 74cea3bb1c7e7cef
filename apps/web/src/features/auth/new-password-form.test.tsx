// @vitest-environment jsdom
/**
 * Proves the new-password form: the rule popup from checkNewPassword, the confirmation check,
 * the SHA-256 hex sent in place of both passwords with the OTP's token, the success popup
 * and return to login, and the failure popup's detail (message_id for 498).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPendingRecovery } from './pending-recovery.ts';
import { errorBody, fakeServer, renderAuth, sha256, type Reply } from './test-support.tsx';

async function openReset(
  resetReply: Reply = { body: { status: 200, message: 'ok', message_id: 'ok' } },
) {
  startPendingRecovery({
    email: 'client@demo.emas.id',
    appName: 'metalgo',
    message: 'Kode terkirim',
  });
  const server = fakeServer({
    'POST /v2/user/verify_otp': { body: { status: 200, validate_token: 'validate-1' } },
    'POST /v2/user/reset_password': resetReply,
  });
  renderAuth();
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('textbox', { name: /^Digit/ })[0]!);
  await user.paste('123456');
  await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
  await screen.findByRole('heading', { name: 'Buat password baru' });
  return { server, user };
}

async function save(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText('Password baru'), password);
  await user.type(screen.getByLabelText('Konfirmasi password baru'), confirmation);
  await user.click(screen.getByRole('button', { name: 'SIMPAN PASSWORD' }));
}

describe('new-password form', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('has both password fields with show/hide toggles and a dismissible tips panel', async () => {
    const { user } = await openReset();
    expect(screen.getByLabelText('Password baru')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Konfirmasi password baru')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Tampilkan password' })).toHaveLength(2);
    const tips = screen.getByRole('region', { name: 'Tips password aman' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
    expect(within(tips).getByText('Password minimal 8 karakter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tutup tips' }));
    expect(screen.queryByRole('region', { name: 'Tips password aman' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lihat tips password' }));
    expect(screen.getByRole('region', { name: 'Tips password aman' })).toBeInTheDocument();
  });

  it.each(['Short#1', 'nouppercase#1', 'NOLOWERCASE#1', 'NoDigits#!', 'NoSymbol123'])(
    'refuses %s with the password rule popup, sending nothing',
    async (password) => {
      const { server, user } = await openReset();
      await save(user, password);
      const popup = await screen.findByRole('alertdialog', {
        name: 'Password tidak memenuhi ketentuan',
      });
      expect(
        within(popup).getByText(
          'Password minimal 8 karakter, mengandung huruf kapital, huruf kecil, simbol, dan angka.',
        ),
      ).toBeInTheDocument();
      expect(server.callsTo('POST /v2/user/reset_password')).toHaveLength(0);
    },
  );

  it('refuses a confirmation that differs, under the confirmation field', async () => {
    const { server, user } = await openReset();
    await save(user, 'Baru#2026x', 'Baru#2026y');
    expect(screen.getByText('Password baru dan konfirmasinya tidak sama.')).toBeInTheDocument();
    expect(screen.getByLabelText('Konfirmasi password baru')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.callsTo('POST /v2/user/reset_password')).toHaveLength(0);
  });

  it('sends SHA-256 hex of both passwords with the token, then Berhasil Disimpan and login', async () => {
    const { server, user } = await openReset();
    await save(user, 'Baru#2026x');
    const popup = await screen.findByRole('alertdialog', { name: 'Berhasil Disimpan' });
    expect(
      within(popup).getByText(
        'Password baru berhasil dibuat dan disimpan. Gunakan untuk masuk kembali ke akun Anda',
      ),
    ).toBeInTheDocument();
    const body = server.callsTo('POST /v2/user/reset_password')[0]?.body;
    expect(body).toEqual({
      new_password: sha256('Baru#2026x'),
      confirm_password: sha256('Baru#2026x'),
      token: 'validate-1',
    });
    expect(JSON.stringify(body)).not.toContain('Baru#2026x');
    await user.click(within(popup).getByRole('button'));
    expect(screen.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it.each<[string, Reply, string]>([
    ['498 shows message_id', { status: 401, body: errorBody(498) }, 'message_id 498'],
    ['another status shows err_message_id', { status: 400, body: errorBody(400) }, 'indonesia 400'],
    ['no answer shows the offline text', 'offline', 'Server appears to be offline'],
  ])('a failure popup titled Error: %s', async (_case, reply, message) => {
    const { user } = await openReset(reply);
    await save(user, 'Baru#2026x');
    const popup = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(popup).getByText(message)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button'));
    expect(screen.getByRole('heading', { name: 'Buat password baru' })).toBeInTheDocument();
  });
});
