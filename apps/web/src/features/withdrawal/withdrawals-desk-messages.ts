import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's withdrawals desk: its texts, the table's shared headings among them. */
const id = {
  desk: deskHeadings.id,
  withdrawals: {
    heading: 'Penarikan dana',
    intro:
      'Penarikan yang sudah lolos OTP. Bayarkan lewat bank, atau tolak agar dana tertahan kembali ke nasabah.',
    scope: { processing: 'Diproses' },
    type: 'Jenis',
    types: { rped: 'RPED', bifast: 'BI-FAST', etb: 'ETB' },
    amount: 'Jumlah',
    destination: 'Tujuan',
    description: 'Deskripsi',
    states: {
      holding: 'Menahan dana',
      requested: 'Menunggu OTP',
      processing: 'Diproses',
      success: 'Berhasil',
      failed: 'Gagal',
      rejected: 'Ditolak',
      expired: 'Kedaluwarsa',
    },
    settle: 'Bayarkan',
    settled: 'Penarikan {{id}} sudah diproses bank.',
    rejected: 'Penarikan {{id}} ditolak; dana tertahan dikembalikan.',
    rejectTitle: 'Tolak penarikan {{name}}',
  },
};

const en: typeof id = {
  desk: deskHeadings.en,
  withdrawals: {
    heading: 'Withdrawals',
    intro:
      'Withdrawals past their OTPs. Pay each out through the bank, or reject it so the held money goes back.',
    scope: { processing: 'In process' },
    type: 'Type',
    types: { rped: 'RPED', bifast: 'BI-FAST', etb: 'ETB' },
    amount: 'Amount',
    destination: 'Destination',
    description: 'Description',
    states: {
      holding: 'Holding funds',
      requested: 'Awaiting OTP',
      processing: 'In process',
      success: 'Paid',
      failed: 'Failed',
      rejected: 'Rejected',
      expired: 'Expired',
    },
    settle: 'Pay out',
    settled: 'Withdrawal {{id}} went through the bank.',
    rejected: 'Withdrawal {{id}} rejected; the held money went back.',
    rejectTitle: 'Reject the withdrawal of {{name}}',
  },
};

export const useWithdrawalsDeskTranslation = featureTranslation('withdrawals-desk', { id, en });
