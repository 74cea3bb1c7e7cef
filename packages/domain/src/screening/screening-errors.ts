/** Screening's and transaction reports' rejections, spread into the one error catalogue. */
export const screeningErrors = {
  ScreeningListInvalid: {
    status: 422,
    http: 422,
    en: 'The file is not a {list} list in the expected format: {problem}.',
    id: 'Berkas bukan daftar {list} dalam format yang diharapkan: {problem}.',
  },
  ScreeningHitPending: {
    status: 409,
    http: 409,
    en: 'This applicant matches a sanctions or PEP list. Compliance must clear the match before approval.',
    id: 'Pemohon ini cocok dengan daftar sanksi atau PEP. Kepatuhan harus menyelesaikan kecocokan sebelum persetujuan.',
  },
  ScreeningHitConfirmed: {
    status: 409,
    http: 409,
    en: 'This applicant was confirmed on a sanctions or PEP list and cannot be approved.',
    id: 'Pemohon ini dipastikan ada dalam daftar sanksi atau PEP dan tidak dapat disetujui.',
  },
  ScreeningHitNotFound: {
    status: 404,
    http: 404,
    en: 'This match was already decided or does not exist.',
    id: 'Kecocokan ini sudah diputuskan atau tidak ada.',
  },
  TransactionReportItemNotFound: {
    status: 404,
    http: 404,
    en: 'This report item was already reviewed or does not exist.',
    id: 'Butir laporan ini sudah ditinjau atau tidak ada.',
  },
} as const;
