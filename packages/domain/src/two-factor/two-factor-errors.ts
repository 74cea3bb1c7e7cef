/**
 * A client's two-factor sign-in and devices (issue 23 items 6 and 7), spread into the one
 * catalogue (errors.ts). The login page imports these alone, not the whole catalogue.
 */
export const twoFactorErrors = {
  TwoFactorCodeInvalid: {
    status: 401,
    http: 401,
    en: 'That code is not right or was already used. Type the code your app shows now, or an unused recovery code.',
    id: 'Kode itu salah atau sudah dipakai. Ketik kode yang tampil di aplikasi Anda sekarang, atau kode pemulihan yang belum dipakai.',
  },
  TwoFactorChallengeGone: {
    status: 410,
    http: 410,
    en: 'This sign-in has expired. Sign in again with your password.',
    id: 'Proses masuk ini sudah kedaluwarsa. Masuk lagi dengan password Anda.',
  },
  TwoFactorAlreadyOn: {
    status: 409,
    http: 409,
    en: 'Two-factor sign-in is already on. Turn it off first to set up another app.',
    id: 'Masuk dua langkah sudah aktif. Nonaktifkan dulu untuk memasang aplikasi lain.',
  },
  TwoFactorNotOn: {
    status: 409,
    http: 409,
    en: 'Two-factor sign-in is not on.',
    id: 'Masuk dua langkah belum aktif.',
  },
  TwoFactorNotEnrolling: {
    status: 409,
    http: 409,
    en: 'Start the two-factor set-up again: there is no code to confirm.',
    id: 'Mulai lagi pengaturan masuk dua langkah: tidak ada kode untuk dikonfirmasi.',
  },
  SessionNotFound: {
    status: 404,
    http: 404,
    en: 'This session was not found or has already ended.',
    id: 'Sesi ini tidak ditemukan atau sudah berakhir.',
  },
} as const;
