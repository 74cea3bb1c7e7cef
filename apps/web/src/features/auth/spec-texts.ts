import { signInErrors } from '@emas/domain';

/**
 * Texts the spec fixes word for word. They are shown as written in either language, so they
 * stay out of the translated messages.
 */
export const specTexts = {
  loginButton: 'Login',
  forgotLink: 'Lupa Password',
  registerLink: 'DAFTAR DI SINI',
  otpTitle: 'Kode OTP',
  countdownLabel: 'Kirim kembali kode dalam',
  expired: 'EXPIRED',
  resendOtp: 'Resend OTP',
  continue: 'Lanjutkan',
  savePassword: 'SIMPAN PASSWORD',
  otpMismatchTitle: 'Kode OTP Tidak Sesuai',
  resetSuccessTitle: 'Berhasil Disimpan',
  resetSuccessMessage:
    'Password baru berhasil dibuat dan disimpan. Gunakan untuk masuk kembali ke akun Anda',
  error: 'Error',
  offline: 'Server appears to be offline',
  somethingWrong: 'Something went Wrong',
  credentials: signInErrors.WrongPassword.en,
  accountNotFound: signInErrors.AccountNotFound.en,
  geolocationMissing: signInErrors.GeolocationMissing.en,
} as const;
