/**
 * The catalogue's sign-in, OTP, password and session entries (spec 000), spread first into the
 * one error catalogue (errors.ts). The sign-in route and the app's frame import these alone, so
 * the whole catalogue does not load with the login page (bench/README.md).
 */
const credentials = {
  en: 'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT',
  id: 'PASTIKAN EMAIL DAN PASSWORD ANDA BENAR',
};

export const signInErrors = {
  WrongPassword: { status: 2018, http: 401, ...credentials },
  /** The password is right, under another broker: the spec's text, and which way to go. */
  BrokerMismatch: {
    status: 2022,
    http: 401,
    en: `${credentials.en}. This account is registered with another broker: choose yours under Perantara Perdagangan and sign in again.`,
    id: `${credentials.id}. Akun ini terdaftar di perantara perdagangan lain: pilih perantara Anda pada Perantara Perdagangan lalu masuk kembali.`,
  },
  AccountInactive: { status: 2023, http: 403, ...credentials },
  /** Compliance (or a screening hit) locked the account: only the broker can open it again. */
  AccountLocked: {
    status: 403,
    http: 403,
    en: 'Your account is locked. Please contact your broker.',
    id: 'Akun Anda dikunci. Silakan hubungi pialang Anda.',
  },
  LoginFormatInvalid: { status: 422, http: 422, ...credentials },
  AccountNotFound: {
    status: 404,
    http: 404,
    en: 'Account not found!',
    id: 'Akun tidak ditemukan!',
  },
  /** No account yet: a submitted registration with this e-mail or phone awaits the operators. */
  RegistrationAwaitingApproval: {
    status: 403,
    http: 403,
    en: 'Your account application is waiting for approval. You can sign in once it is approved.',
    id: 'Pengajuan akun Anda sedang menunggu persetujuan. Anda dapat masuk setelah disetujui.',
  },
  ValidationFailed: {
    status: 422,
    http: 422,
    en: 'The request is not valid',
    id: 'Permintaan tidak valid',
  },
  TooManySignInAttempts: {
    status: 429,
    http: 429,
    en: 'Too many sign-in attempts. Try again in {minutes} minutes.',
    id: 'Terlalu banyak percobaan masuk. Coba lagi dalam {minutes} menit.',
  },
  TooManyRequests: {
    status: 429,
    http: 429,
    en: 'Too many requests. Try again in {minutes} minutes.',
    id: 'Terlalu banyak permintaan. Coba lagi dalam {minutes} menit.',
  },
  CaptchaInvalid: {
    status: 403,
    http: 403,
    en: 'Captcha verification failed. Please try again.',
    id: 'Verifikasi captcha gagal. Silakan coba lagi.',
  },
  /** The account had many failed sign-ins: its sign-ins need the strong captcha for a while. */
  CaptchaRequired: {
    status: 428,
    http: 428,
    en: 'Many failed sign-ins on this account: complete the security check, then press Login again.',
    id: 'Banyak percobaan masuk yang gagal pada akun ini: selesaikan verifikasi keamanan, lalu tekan Login lagi.',
  },
  GeolocationMissing: {
    status: 400,
    http: 400,
    en: 'Unable to Login. Please check your connection.',
    id: 'Tidak dapat masuk. Periksa koneksi Anda.',
  },
  OtpChallengeGone: {
    status: 9004,
    http: 400,
    en: 'The code is no longer valid. Please request a new one.',
    id: 'Kode OTP sudah tidak berlaku. Silakan minta kode baru.',
  },
  OTPInvalid: {
    status: 400,
    http: 400,
    en: 'Wrong code, {remaining} attempts left',
    id: 'Kode Tidak Sesuai, Sisa {remaining}x Kesempatan',
  },
  OTPInactiveExpired: {
    status: 400,
    http: 400,
    en: 'The OTP code has expired',
    id: 'Kode OTP Kedaluarsa',
  },
  OTPInCooldown: {
    status: 429,
    http: 429,
    en: 'Please wait {seconds} seconds before requesting a new code.',
    id: 'Tunggu {seconds} detik sebelum meminta kode baru.',
  },
  OTPResendExceededLimit: {
    status: 429,
    http: 429,
    en: 'You have requested a new code 5 times. Try again in {minutes} minutes.',
    id: 'Anda sudah meminta kode baru 5 kali. Coba lagi dalam {minutes} menit.',
  },
  OTPValidateExceededLimit: {
    status: 429,
    http: 429,
    en: 'Too many wrong codes. Try again in {hours} hours.',
    id: 'Terlalu banyak kode salah. Coba lagi dalam {hours} jam.',
  },
  /** The SMS provider did not take the code (refused twice, or no answer in time). */
  MessageNotSent: {
    status: 503,
    http: 503,
    en: 'The code could not be sent. Please try again in a minute.',
    id: 'Kode tidak dapat dikirim. Silakan coba lagi dalam satu menit.',
  },
  NoActiveOTP: {
    status: 400,
    http: 400,
    en: 'There is no active code. Please start again.',
    id: 'Tidak ada kode aktif. Silakan ulangi dari awal.',
  },
  PasswordMismatch: {
    status: 400,
    http: 400,
    en: 'The new password and its confirmation do not match.',
    id: 'Password baru dan konfirmasinya tidak sama.',
  },
  PasswordTooWeak: {
    status: 400,
    http: 400,
    en: 'The password does not meet the requirements. A password has at least 8 characters, with an uppercase letter, a lowercase letter, a symbol and a digit.',
    id: 'Password tidak memenuhi ketentuan. Password minimal 8 karakter, mengandung huruf kapital, huruf kecil, simbol, dan angka.',
  },
  PasswordReused: {
    status: 400,
    http: 400,
    en: 'The new password must differ from the old one.',
    id: 'Password baru harus berbeda dari password lama.',
  },
  ResetTokenInvalid: {
    status: 498,
    http: 401,
    en: 'The reset link has expired. Please start again.',
    id: 'Tautan reset sudah kedaluwarsa. Silakan ulangi dari awal.',
  },
  SessionExpired: {
    status: 498,
    http: 401,
    en: 'Your session has expired..',
    id: 'Sesi Anda telah berakhir..',
  },
  Retry: { status: 499, http: 503, en: 'Please retry', id: 'Silakan coba lagi' },
  Maintenance: {
    status: 497,
    http: 503,
    en: 'The platform is under maintenance',
    id: 'Platform sedang dalam pemeliharaan',
  },
} as const;
