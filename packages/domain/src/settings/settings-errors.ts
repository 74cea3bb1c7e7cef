/** The password change's rejections (spec 002 section 8), spread into the one error catalogue. */
export const settingsErrors = {
  OldPasswordWrong: {
    status: 400,
    http: 400,
    en: 'The old password is incorrect.',
    id: 'Password lama salah.',
  },
  PasswordChangeLocked: {
    status: 429,
    http: 429,
    en: 'Too many wrong old passwords. Try again in {minutes} minutes.',
    id: 'Terlalu banyak password lama yang salah. Coba lagi dalam {minutes} menit.',
  },
  PasswordTooCommon: {
    status: 400,
    http: 400,
    en: 'This password is too common. Please choose another one.',
    id: 'Password ini terlalu umum. Silakan pilih password lain.',
  },
} as const;
