/** Staff sign-in and operator management's rejections, spread into the one catalogue (errors.ts). */
export const staffErrors = {
  TotpRequired: {
    status: 401,
    http: 401,
    en: 'Type the 6-digit code from your authenticator app.',
    id: 'Ketik kode 6 digit dari aplikasi autentikator Anda.',
  },
  TotpInvalid: {
    status: 401,
    http: 401,
    en: 'That code is not right or was already used. Type the code your app shows now.',
    id: 'Kode itu salah atau sudah dipakai. Ketik kode yang tampil di aplikasi Anda sekarang.',
  },
  TotpEnrolmentRequired: {
    status: 403,
    http: 403,
    en: 'Turn on two-factor sign-in before using the console.',
    id: 'Aktifkan masuk dua langkah sebelum memakai konsol.',
  },
  TotpNotEnrolling: {
    status: 409,
    http: 409,
    en: 'Start the two-factor set-up again: there is no code to confirm.',
    id: 'Mulai lagi pengaturan dua langkah: tidak ada kode untuk dikonfirmasi.',
  },
  TotpAlreadyEnabled: {
    status: 409,
    http: 409,
    en: 'Two-factor sign-in is already on. An administrator can reset it.',
    id: 'Masuk dua langkah sudah aktif. Administrator dapat meresetnya.',
  },
  OperatorNotFound: {
    status: 404,
    http: 404,
    en: 'Operator not found',
    id: 'Operator tidak ditemukan',
  },
  OperatorEmailTaken: {
    status: 409,
    http: 409,
    en: 'Another operator already uses this e-mail.',
    id: 'E-mail ini sudah dipakai operator lain.',
  },
  OperatorSelfLockout: {
    status: 409,
    http: 409,
    en: 'You cannot disable yourself or remove your own admin role.',
    id: 'Anda tidak dapat menonaktifkan diri sendiri atau mencabut peran admin Anda.',
  },
  TotpResetOwn: {
    status: 409,
    http: 409,
    en: 'Another administrator resets your own two-factor sign-in.',
    id: 'Masuk dua langkah Anda sendiri direset oleh administrator lain.',
  },
  OperatorLinkInvalid: {
    status: 410,
    http: 410,
    en: 'This link has expired or was already used. Ask an administrator for a new one.',
    id: 'Tautan ini sudah kedaluwarsa atau sudah dipakai. Minta tautan baru ke administrator.',
  },
} as const;
