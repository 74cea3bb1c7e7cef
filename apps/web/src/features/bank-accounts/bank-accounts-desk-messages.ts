import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's bank-accounts desk: its texts, the table's shared headings among them. */
const id = {
  desk: {
    ...deskHeadings.id,
    close: 'Tutup',
    loading: 'Memuat…',
  },
  bankAccounts: {
    heading: 'Rekening bank',
    intro:
      'Rekening penarikan baru menunggu verifikasi: cocokkan swafoto dan nama, lalu setujui atau tolak.',
    scope: { pending: 'Menunggu verifikasi' },
    bank: 'Bank',
    number: 'Nomor rekening',
    name: 'Nama pemilik rekening',
    statuses: {
      PENDING: 'Diproses',
      ACCEPTED: 'Terverifikasi',
      REJECTED: 'Ditolak',
      DELETED: 'Dihapus',
    },
    selfie: 'Swafoto',
    selfieOf: 'Swafoto {{name}}',
    noSelfie: 'Swafoto tidak tersedia.',
    approve: 'Setujui',
    approved: 'Rekening {{number}} disetujui.',
    rejected: 'Rekening {{number}} ditolak.',
    rejectTitle: 'Tolak rekening {{number}}',
  },
};

const en: typeof id = {
  desk: {
    ...deskHeadings.en,
    close: 'Close',
    loading: 'Loading…',
  },
  bankAccounts: {
    heading: 'Bank accounts',
    intro:
      'New withdrawal accounts waiting for verification: compare the selfie and the names, then approve or reject.',
    scope: { pending: 'Waiting for review' },
    bank: 'Bank',
    number: 'Account number',
    name: 'Account holder name',
    statuses: {
      PENDING: 'Pending',
      ACCEPTED: 'Verified',
      REJECTED: 'Rejected',
      DELETED: 'Deleted',
    },
    selfie: 'Selfie',
    selfieOf: 'Selfie of {{name}}',
    noSelfie: 'No selfie is available.',
    approve: 'Approve',
    approved: 'Account {{number}} approved.',
    rejected: 'Account {{number}} rejected.',
    rejectTitle: 'Reject account {{number}}',
  },
};

export const useBankAccountsDeskTranslation = featureTranslation('bank-accounts-desk', { id, en });
