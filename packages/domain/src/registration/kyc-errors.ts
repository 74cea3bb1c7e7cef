/*
 * Know-your-customer rejections of account opening (the NPWP, the lists, the risk profile) and
 * of compliance's correction round, spread into the one error catalogue (errors.ts).
 */
const invalid = (en: string, id: string) => ({ status: 422, http: 422, en, id });

export const kycErrors = {
  KycNpwpInvalid: invalid(
    'The NPWP has 15 digits (99.999.999.9-999.999) or 16 digits (your NIK); leave it empty if you have none.',
    'NPWP terdiri dari 15 digit (99.999.999.9-999.999) atau 16 digit (NIK Anda); kosongkan bila tidak punya.',
  ),
  KycOccupationRequired: invalid('Please choose your occupation.', 'Silakan pilih pekerjaan Anda.'),
  KycOccupationOtherRequired: invalid(
    'Please name your occupation (at most 100 characters).',
    'Silakan sebutkan pekerjaan Anda (maksimal 100 karakter).',
  ),
  KycSourceOfFundsRequired: invalid(
    'Please choose the source of your funds.',
    'Silakan pilih sumber dana Anda.',
  ),
  KycPurposeRequired: invalid(
    'Please choose the purpose of the account.',
    'Silakan pilih tujuan pembukaan rekening.',
  ),
  KycMonthlyTransactionRequired: invalid(
    'Please choose your expected monthly transaction.',
    'Silakan pilih perkiraan transaksi per bulan.',
  ),
  KycRiskAnswerRequired: invalid(
    'Please answer every question of the risk profile.',
    'Silakan jawab setiap pertanyaan profil risiko.',
  ),
  KycCorrectionFieldsRequired: invalid(
    'Choose at least one thing for the applicant to correct.',
    'Pilih minimal satu data yang harus diperbaiki pemohon.',
  ),
  KycCorrectionNoteRequired: invalid(
    'Tell the applicant what to correct (at most 500 characters).',
    'Jelaskan kepada pemohon apa yang harus diperbaiki (maksimal 500 karakter).',
  ),
  KycFieldNotRequested: invalid(
    'Only the data the broker asked about may be changed.',
    'Hanya data yang diminta pialang yang dapat diubah.',
  ),
  RegistrationNotAwaitingCorrection: {
    status: 409,
    http: 409,
    en: 'This registration is not waiting for a correction.',
    id: 'Pendaftaran ini tidak sedang menunggu perbaikan.',
  },
  /** No account yet: compliance sent the application back; the link is in the applicant's e-mail. */
  RegistrationCorrectionRequested: {
    status: 403,
    http: 403,
    en: 'Your account application needs a correction. Please check your e-mail and open the link in it.',
    id: 'Pengajuan akun Anda perlu diperbaiki. Silakan periksa e-mail Anda dan buka tautan di dalamnya.',
  },
} as const;
