/**
 * Proves the registration screens against the contract: the contact step's rules per field (and
 * the password sent only as its SHA-256), the e-mail then SMS code, the details' rules (KTP,
 * age), the know-your-customer step (NPWP, lists, the risk questions) and the risk profile it
 * gives, both photos previewed and sent, the agreement required, then the wait for approval; a
 * refusal shown under its field; an e-mailed correction link opening only the fields asked; a
 * register path of a broker that registers elsewhere goes to
 * /register; the texts in English too.
 */
import { errorMessages } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { i18n } from '../../lib/i18n.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';
import { RegistrationPage } from './registration-page.tsx';
import { budiDetails, budiProfile } from '@emas/api/test-fixtures';

const TOKEN = 'T'.repeat(43);
const EMAIL = 'budi@example.co.id';
const PHONE = '081234567890';

const progress = (
  step: string,
  code: 'email' | 'sms' | null = null,
  more: { risk_profile?: string; correction?: { fields: string[]; note: string } } = {},
) => ({
  body: {
    status: 200,
    data: {
      registration_token: TOKEN,
      step,
      email: EMAIL,
      phone_number: PHONE,
      code:
        code === null
          ? null
          : { mode: code, expires_at: Date.now() + 60_000, resend_at: Date.now() + 60_000 },
      risk_profile: null,
      correction: null,
      ...more,
    },
  },
});

const refusal = (code: 'RegistrationEmailTaken' | 'OTPInvalid', http = 409) => {
  const messages = errorMessages(code, { remaining: 2 });
  return {
    status: http,
    body: {
      status: http,
      status_code: http,
      code,
      iserror: true,
      err_message: messages.en,
      err_message_id: messages.id,
      message_id: messages.id,
    },
  };
};

const renderRegister = (path = '/register') =>
  renderRoutes(
    [
      { path: '/register', element: <RegistrationPage /> },
      { path: '/register/:broker', element: <RegistrationPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    path,
  );

const fillContact = async (password = 'Emas#2026', retype = password) => {
  await userEvent.type(screen.getByLabelText('E-mail'), EMAIL);
  await userEvent.type(screen.getByLabelText('Nomor HP'), PHONE);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Ulangi password'), retype);
  await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
};

const typeCode = async (code: string) => {
  const [first] = screen.getAllByRole('textbox', { name: /digit/i });
  await userEvent.click(first as HTMLElement);
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
};

const DETAILS: [string, string][] = [
  ['Nama lengkap (sesuai KTP)', 'Budi Santoso'],
  ['Nomor KTP', '3171010101900001'],
  ['Nama ibu kandung', 'Siti Rahayu'],
  ['Tanggal lahir', '1990-01-01'],
  ['Alamat (jalan, nomor, RT/RW)', 'Jl. Merdeka No. 10'],
  ['Kota/Kabupaten', 'Jakarta Pusat'],
  ['Provinsi', 'DKI Jakarta'],
  ['Kode pos', '10110'],
];

const choose = async (label: string, option: string) =>
  userEvent.selectOptions(
    screen.getByLabelText(label),
    within(screen.getByLabelText(label)).getByRole('option', { name: option }),
  );

/** The know-your-customer step: its rules first, then Budi's answers (budiProfile). */
const fillProfile = async (server: ReturnType<typeof fakeServer>) => {
  // Pasted, not typed key by key: the rule is the subject here, not the keyboard.
  await userEvent.click(await screen.findByLabelText('NPWP (opsional)'));
  await userEvent.paste('01.234.567');
  await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
  expect(screen.getByLabelText('NPWP (opsional)')).toHaveAccessibleDescription(
    /NPWP terdiri dari 15 digit/,
  );
  expect(screen.getByLabelText('Pekerjaan')).toHaveAccessibleDescription(
    'Silakan pilih pekerjaan Anda.',
  );
  expect(
    screen.getByRole('group', { name: 'Berapa lama pengalaman Anda berinvestasi?' }),
  ).toHaveAccessibleDescription('Silakan jawab setiap pertanyaan profil risiko.');
  expect(server.callsTo('POST /v2/registration/profile')).toHaveLength(0);
  await userEvent.click(screen.getByLabelText('NPWP (opsional)'));
  await userEvent.paste('.8-901.234');
  await choose('Pekerjaan', 'Lainnya');
  await userEvent.type(screen.getByLabelText('Sebutkan pekerjaan Anda'), 'Petani');
  await choose('Pekerjaan', 'Pegawai swasta');
  expect(screen.queryByLabelText('Sebutkan pekerjaan Anda')).toBeNull();
  await choose('Sumber dana', 'Gaji');
  await choose('Tujuan pembukaan rekening', 'Investasi');
  await choose('Perkiraan transaksi per bulan', 'Rp 10.000.000 – Rp 50.000.000');
  for (const answer of [
    'Kurang dari 3 tahun',
    '1 sampai 3 tahun',
    'Menahan dan menunggu',
    '10% sampai 50%',
    'Paham dasar-dasarnya',
  ]) {
    await userEvent.click(screen.getByRole('radio', { name: answer }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
  await waitFor(() => expect(server.callsTo('POST /v2/registration/profile')).toHaveLength(1));
  expect(server.callsTo('POST /v2/registration/profile')[0]?.body).toEqual({
    registration_token: TOKEN,
    ...budiProfile,
  });
};

describe('registration page', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(async () => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
    await i18n.changeLanguage('id');
  });

  it('shows each contact rule under its field before asking the server', async () => {
    const server = fakeServer();
    renderRegister();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'budi@');
    await userEvent.type(screen.getByLabelText('Nomor HP'), '0212345678');
    await userEvent.type(screen.getByLabelText('Password'), 'emas2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Masukkan alamat e-mail yang valid.',
    );
    expect(screen.getByLabelText('Nomor HP')).toHaveAccessibleDescription(
      'Nomor HP diawali 08 atau +62 dan terdiri dari 10 sampai 13 digit.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Password tidak memenuhi ketentuan/,
    );
    expect(server.callsTo('POST /v2/registration')).toHaveLength(0);
  });

  it('says when the retype differs', async () => {
    fakeServer();
    renderRegister();
    await screen.findByLabelText('E-mail');
    await fillContact('Emas#2026', 'Emas#2025');
    expect(screen.getByLabelText('Ulangi password')).toHaveAccessibleDescription(
      'Password baru dan konfirmasinya tidak sama.',
    );
  });

  it('walks contact, both codes, details, photos and the agreement to the wait for approval', async () => {
    const server = fakeServer({
      'POST /v2/registration': progress('email_otp', 'email'),
      'POST /v2/registration/otp/validate_email': progress('sms_otp', 'sms'),
      'POST /v2/registration/otp/validate_sms': progress('details'),
      'POST /v2/registration/details': progress('profile'),
      'POST /v2/registration/profile': progress('photos', null, { risk_profile: 'moderate' }),
      'POST /v2/registration/photos': progress('agreement', null, { risk_profile: 'moderate' }),
      'POST /v2/registration/submit': progress('submitted', null, { risk_profile: 'moderate' }),
    });
    renderRegister();
    await screen.findByLabelText('E-mail');
    await fillContact();
    // The password is hashed before the call goes: the next step's heading shows it was answered.
    expect(await screen.findByRole('heading', { name: 'Kode OTP E-mail' })).toBeInTheDocument();
    const [start] = server.callsTo('POST /v2/registration');
    expect(start?.body).toMatchObject({ app_name: 'metalgo', email: EMAIL, phone_number: PHONE });
    expect((start?.body as { password: string }).password).toBe(await sha256Hex('Emas#2026'));
    expect(screen.getByText(`Kami telah mengirim kode 6 digit ke ${EMAIL}.`)).toBeInTheDocument();
    await typeCode('123456');
    expect(server.callsTo('POST /v2/registration/otp/validate_email')[0]?.body).toEqual({
      registration_token: TOKEN,
      otp: '123456',
    });
    expect(await screen.findByRole('heading', { name: 'Kode OTP SMS' })).toBeInTheDocument();
    await typeCode('654321');

    await userEvent.type(await screen.findByLabelText('Nomor KTP'), '31710101');
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '2015-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByLabelText('Nomor KTP')).toHaveAccessibleDescription(
      'Nomor KTP harus 16 digit',
    );
    expect(screen.getByLabelText('Tanggal lahir')).toHaveAccessibleDescription(
      'Usia minimal 17 tahun untuk membuka rekening.',
    );
    expect(screen.getByLabelText('Nama ibu kandung')).toHaveAccessibleDescription(
      'Nama ibu kandung tidak boleh kosong',
    );
    for (const [label, value] of DETAILS) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(server.callsTo('POST /v2/registration/details')).toHaveLength(1));
    expect(server.callsTo('POST /v2/registration/details')[0]?.body).toEqual({
      registration_token: TOKEN,
      ...budiDetails,
    });

    await fillProfile(server);
    expect(screen.getByRole('status')).toHaveTextContent('Profil risiko Anda: Moderat');

    const ktpInput = await screen.findByLabelText('Foto KTP');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(ktpInput).toHaveAccessibleDescription('Pilih foto terlebih dahulu.');
    const jpeg = () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'p.jpg', { type: 'image/jpeg' });
    await userEvent.upload(ktpInput, jpeg());
    await userEvent.upload(screen.getByLabelText('Foto selfie'), jpeg());
    expect(screen.getByRole('img', { name: 'Pratinjau foto KTP' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(screen.getByRole('img', { name: 'Pratinjau foto selfie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await waitFor(() => expect(server.callsTo('POST /v2/registration/photos')).toHaveLength(1));

    await userEvent.click(await screen.findByRole('button', { name: 'Kirim Pendaftaran' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Silakan baca dan setujui perjanjian pembukaan rekening.',
    );
    expect(server.callsTo('POST /v2/registration/submit')).toHaveLength(0);
    expect(
      screen.getByRole('heading', { name: 'Perjanjian Pembukaan Rekening Nasabah' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Saya telah membaca/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Pendaftaran' }));
    expect(
      await screen.findByRole('heading', { name: 'Pendaftaran Terkirim' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tunggu persetujuan/)).toHaveTextContent(EMAIL);
  });

  it('shows a taken e-mail under the e-mail field and a wrong code with the tries left', async () => {
    const server = fakeServer({ 'POST /v2/registration': refusal('RegistrationEmailTaken') });
    renderRegister();
    await screen.findByLabelText('E-mail');
    await fillContact();
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Alamat e-mail ini sudah terdaftar.',
      ),
    );
    server.set('POST /v2/registration', progress('email_otp', 'email'));
    server.set('POST /v2/registration/otp/validate_email', refusal('OTPInvalid', 400));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await screen.findByRole('heading', { name: 'Kode OTP E-mail' });
    await typeCode('000000');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Kode Tidak Sesuai, Sisa 2x Kesempatan'),
    );
  });

  it('opens a correction from its e-mailed link: only the fields asked, then back to review', async () => {
    const note = 'Alamat tidak sesuai KTP';
    const server = fakeServer({
      'POST /v2/registration/progress': progress('correction', null, {
        risk_profile: 'moderate',
        correction: { fields: ['address', 'npwp'], note },
      }),
      'POST /v2/registration/correction': progress('submitted', null, { risk_profile: 'moderate' }),
    });
    window.location.hash = `#correction=${TOKEN}`;
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Perbaikan Data' })).toBeInTheDocument();
    expect(server.callsTo('POST /v2/registration/progress')[0]?.body).toEqual({
      registration_token: TOKEN,
    });
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nama lengkap (sesuai KTP)')).toBeNull();
    expect(screen.queryByLabelText('Pekerjaan')).toBeNull();
    await userEvent.type(screen.getByLabelText('NPWP (opsional)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Perbaikan' }));
    expect(screen.getByLabelText('Kota/Kabupaten')).toHaveAccessibleDescription(
      'Kota wajib diisi.',
    );
    await userEvent.clear(screen.getByLabelText('NPWP (opsional)'));
    const address: [string, string][] = [
      ['Alamat (jalan, nomor, RT/RW)', 'Jl. Thamrin No. 1'],
      ['Kota/Kabupaten', 'Jakarta Pusat'],
      ['Provinsi', 'DKI Jakarta'],
      ['Kode pos', '10230'],
    ];
    for (const [label, value] of address) await userEvent.type(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Perbaikan' }));
    expect(
      await screen.findByRole('heading', { name: 'Pendaftaran Terkirim' }),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /v2/registration/correction')[0]?.body).toEqual({
      registration_token: TOKEN,
      street: 'Jl. Thamrin No. 1',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
      postcode: '10230',
      npwp: '',
    });
    window.location.hash = '';
  });

  it('sends a register path of a broker that registers elsewhere to /register', async () => {
    fakeServer();
    const { router } = renderRegister('/register/pospaygold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(screen.getByText(/ABI KB - METALGO\+/)).toBeInTheDocument();
  });

  it('speaks English when chosen', async () => {
    fakeServer();
    await i18n.changeLanguage('en');
    renderRegister('/register/metalgo');
    expect(await screen.findByRole('heading', { name: 'Open a New Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
  });
});
