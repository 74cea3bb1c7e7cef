/**
 * Proves the add-bank-account flow's screens (spec 000): the bank and account number, then
 * Validasi Identitas (only with a request key, else back to Add Bank Account; the KTP and
 * mother's-name rules; a mismatch flags its field), then Foto Selfi from a file with a preview,
 * the e-mail code, the SMS code and 'Berhasil Diproses'. Named codes show their text in a
 * dialog; BankAccountRequestInvalid and NoActiveOTP send the flow back to Add Bank Account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { savePendingRequest } from './pending-request.ts';
import { USER_ID, bankRoutes, ok, refusal, signInClient } from './test-support.tsx';

const REQUEST_KEY = 'r'.repeat(32);
const VALIDATION = 'v'.repeat(32);
const banks = ok([
  { bank_code: '002', bank_name: 'BRI' },
  { bank_code: '014', bank_name: 'BCA' },
]);
const added = ok({
  bank_name: 'BRI',
  account_no: '1400000001',
  account_name: 'CITRA LESTARI',
  bank_code: '002',
  request_key: REQUEST_KEY,
  expired_at: Date.now() + 86_400_000,
});
const codeSent = () =>
  ok({ message: 'sent', expires_at: Date.now() + 60_000, resend_at: Date.now() + 60_000 });

const pending = (validationString: string | null) =>
  savePendingRequest({
    requestKey: REQUEST_KEY,
    expiresAtMs: Date.now() + 86_400_000,
    bankName: 'BRI',
    accountNo: '1400000001',
    accountName: 'CITRA LESTARI',
    validationString,
  });

const typeCode = async (code: string) => {
  const [first] = screen.getAllByRole('textbox', { name: /digit/i });
  await userEvent.click(first as HTMLElement);
  await userEvent.paste(code);
};

describe('add bank account', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signInClient();
    URL.createObjectURL = vi.fn(() => 'blob:selfie');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('asks for a bank and an account number, then opens Validasi Identitas', async () => {
    const server = fakeServer({
      'GET /v2/bank_account/banks': banks,
      'POST /v2/bank_account': added,
    });
    const { router } = renderRoutes(bankRoutes, '/add-bank-account');
    await userEvent.click(await screen.findByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByText('Pilih bank terlebih dahulu.')).toBeInTheDocument();
    expect(screen.getByText('Nomor rekening tidak boleh kosong')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByLabelText('Bank'),
      await screen.findByRole('option', { name: 'BRI (002)' }),
    );
    await userEvent.type(screen.getByLabelText('Nomor rekening'), '14x00000001');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/add-bank-account/identity-verification'),
    );
    expect(server.callsTo('POST /v2/bank_account')[0]?.body).toEqual({
      user_id: USER_ID,
      bank_code: '002',
      account_no: '1400000001',
    });
    expect(
      await screen.findByText('Rekening BRI 1400000001 atas nama CITRA LESTARI'),
    ).toBeInTheDocument();
  });

  it.each([
    ['RPEDNotFound', 'Nomor rekening tidak ditemukan'],
    ['BankAccountNameUnmatch', 'Nama rekening tidak sesuai dengan nama pemilik RPED'],
    ['BankAccountExists', 'Rekening sudah terdaftar'],
    ['BankAccountReachedLimit', 'Hapus salah satu rekening sebelum menambah rekening baru'],
  ] as const)('shows %s in a dialog', async (code, text) => {
    fakeServer({ 'GET /v2/bank_account/banks': banks, 'POST /v2/bank_account': refusal(code) });
    renderRoutes(bankRoutes, '/add-bank-account');
    await userEvent.selectOptions(
      screen.getByLabelText('Bank'),
      await screen.findByRole('option', { name: 'BRI (002)' }),
    );
    await userEvent.type(screen.getByLabelText('Nomor rekening'), '1400000002');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(text)).toBeInTheDocument();
  });

  it('sends Validasi Identitas without a request key back to Add Bank Account', async () => {
    fakeServer({ 'GET /v2/bank_account/banks': banks });
    const { router } = renderRoutes(bankRoutes, '/add-bank-account/identity-verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-bank-account'));
  });

  it('checks the KTP and the mother name, and flags the field the server finds wrong', async () => {
    pending(null);
    fakeServer({ 'POST /v2/bank_account/identity': refusal('MotherNameUnmatch') });
    renderRoutes(bankRoutes, '/add-bank-account/identity-verification');
    const ktp = await screen.findByLabelText('Nomor KTP');
    await userEvent.type(ktp, '31710812000000AB');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByText('Nomor KTP harus berupa angka')).toBeInTheDocument();
    expect(screen.getByText('Nama ibu kandung tidak boleh kosong')).toBeInTheDocument();
    await userEvent.clear(ktp);
    await userEvent.type(ktp, '317108120000000');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByText('Nomor KTP harus 16 digit')).toBeInTheDocument();
    await userEvent.type(ktp, '1');
    await userEvent.type(screen.getByLabelText('Nama ibu kandung'), 'Siti');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Nama ibu kandung tidak sesuai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(await screen.findByLabelText('Nama ibu kandung')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Nomor KTP')).not.toHaveAttribute('aria-invalid');
  });

  it('resets to Add Bank Account on BankAccountRequestInvalid', async () => {
    pending(null);
    fakeServer({
      'GET /v2/bank_account/banks': banks,
      'POST /v2/bank_account/identity': refusal('BankAccountRequestInvalid'),
    });
    const { router } = renderRoutes(bankRoutes, '/add-bank-account/identity-verification');
    await userEvent.type(await screen.findByLabelText('Nomor KTP'), '3171081200000001');
    await userEvent.type(screen.getByLabelText('Nama ibu kandung'), 'Siti Aminah');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Mohon ulangi dari awal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-bank-account'));
    expect(sessionStorage.length).toBe(0);
  });

  it('sends a selfie from a file, then the e-mail and SMS codes, and ends Berhasil Diproses', async () => {
    pending(VALIDATION);
    let wrongOnce = true;
    const server = fakeServer({
      'POST /v2/bank_account/image_verification': codeSent(),
      'POST /v2/bank_account/otp/validate_email': () => {
        if (!wrongOnce) return codeSent();
        wrongOnce = false;
        return refusal('OTPInvalid', { remaining: 2 });
      },
      'POST /v2/bank_account/otp/validate_sms': ok({ message: 'Berhasil Diproses' }),
    });
    renderRoutes(bankRoutes, '/add-bank-account/take-photo');
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim foto' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ambil atau pilih foto terlebih dahulu.');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Pilih foto dari perangkat'), file);
    expect(screen.getByRole('img', { name: 'Pratinjau foto selfi' })).toHaveAttribute(
      'src',
      'blob:selfie',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim foto' }));

    expect(await screen.findByRole('heading', { name: 'Kode OTP E-mail' })).toBeInTheDocument();
    expect(screen.getByText('Kirim kembali kode dalam')).toBeInTheDocument();
    await typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const wrong = await screen.findByRole('alertdialog');
    expect(wrong).toHaveTextContent('Kode Tidak Sesuai, Sisa 2x Kesempatan');
    await userEvent.click(within(wrong).getByRole('button', { name: 'Tutup' }));
    await typeCode('222222');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(await screen.findByRole('heading', { name: 'Kode OTP SMS' })).toBeInTheDocument();
    await typeCode('333333');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent('Berhasil Diproses');
    expect(done).toHaveTextContent('Tunggu hingga admin selesai memverifikasi dalam 1 hari kerja');

    const upload = server.callsTo('POST /v2/bank_account/image_verification')[0];
    expect(upload?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(server.callsTo('POST /v2/bank_account/otp/validate_email').map((c) => c.body)).toEqual([
      { user_id: USER_ID, request_key: REQUEST_KEY, code: '111111' },
      { user_id: USER_ID, request_key: REQUEST_KEY, code: '222222' },
    ]);
    expect(server.callsTo('POST /v2/bank_account/otp/validate_sms')[0]?.body).toEqual({
      user_id: USER_ID,
      request_key: REQUEST_KEY,
      code: '333333',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('resets the flow on NoActiveOTP', async () => {
    pending(VALIDATION);
    fakeServer({
      'GET /v2/bank_account/banks': banks,
      'POST /v2/bank_account/image_verification': codeSent(),
      'POST /v2/bank_account/otp/validate_email': refusal('NoActiveOTP'),
    });
    const { router } = renderRoutes(bankRoutes, '/add-bank-account/take-photo');
    const file = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Pilih foto dari perangkat'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim foto' }));
    await screen.findByRole('heading', { name: 'Kode OTP E-mail' });
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tutup' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-bank-account'));
  });
});
