import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's credit desk and its credit-line form: its texts, the table's shared headings among them. */
const id = {
  desk: {
    ...deskHeadings.id,
    reason: 'Alasan',
  },
  credit: {
    heading: 'Kredit',
    intro:
      'Pengajuan batas kredit dari nasabah. Batas yang disetujui bisa dipakai untuk order beli.',
    scope: { pending: 'Menunggu' },
    current: 'Batas sekarang',
    asked: 'Diajukan',
    approve: 'Setujui',
    approved: 'Batas kredit {{name}} disetujui.',
    rejected: 'Pengajuan kredit {{name}} ditolak.',
    rejectTitle: 'Tolak pengajuan kredit {{name}}',
    states: { pending: 'Menunggu', approved: 'Disetujui', rejected: 'Ditolak' },
    lineHeading: 'Atur batas kredit',
    lineIntro: 'Batas tidak bisa lebih kecil dari kredit yang sedang dipakai nasabah.',
    limit: 'Batas kredit (Rp)',
    lineSubmit: 'Simpan batas',
    lineInvalid: 'Isi HIN, batas kredit, dan alasan (minimal 3 karakter).',
    lineSet: 'Batas kredit {{name}} ({{hin}}) kini Rp {{limit}}; tersedia Rp {{available}}.',
  },
  deposits: {
    hin: 'HIN',
  },
};

const en: typeof id = {
  desk: {
    ...deskHeadings.en,
    reason: 'Reason',
  },
  credit: {
    heading: 'Credit',
    intro: 'Credit limit requests from clients. A granted limit can pay for buy orders.',
    scope: { pending: 'Waiting' },
    current: 'Limit now',
    asked: 'Asked for',
    approve: 'Approve',
    approved: "{{name}}'s credit limit granted.",
    rejected: "{{name}}'s credit request rejected.",
    rejectTitle: "Reject {{name}}'s credit request",
    states: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
    lineHeading: 'Set a credit limit',
    lineIntro: 'A limit cannot be lower than the credit the holder is using.',
    limit: 'Credit limit (Rp)',
    lineSubmit: 'Save limit',
    lineInvalid: 'Fill in the HIN, the credit limit and a reason (at least 3 characters).',
    lineSet: '{{name}} ({{hin}}): credit limit now Rp {{limit}}; Rp {{available}} available.',
  },
  deposits: {
    hin: 'HIN',
  },
};

export const useCreditDeskTranslation = featureTranslation('credit-desk', { id, en });
