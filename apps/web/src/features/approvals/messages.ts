import { featureTranslation } from '../../lib/i18n.ts';
import { deskHeadings } from '../operator/index.ts';

/** The console's Approvals desk: money a finance operator asked to move, for a second one. */
const id = {
  desk: deskHeadings.id,
  approvals: {
    heading: 'Persetujuan',
    intro:
      'Uang yang diminta operator keuangan untuk dipindahkan, di atas ambang batas. Operator keuangan lain menyetujui (dana baru bergerak saat itu) atau menolak.',
    scope: { waiting: 'Menunggu' },
    kind: 'Jenis',
    kinds: {
      payout: 'Pembayaran penarikan',
      credit_request: 'Persetujuan kredit',
      credit_line: 'Batas kredit',
      deposit: 'Setoran',
      adjustment: 'Penyesuaian kas',
    },
    subject: 'Data',
    amount: 'Jumlah',
    details: 'Rincian',
    askedBy: 'Diminta oleh',
    approve: 'Setujui',
    yours: 'Permintaan Anda: menunggu operator lain',
    approved: 'Disetujui dan dijalankan: {{kind}} {{subject}}.',
    rejected: 'Ditolak: {{kind}} {{subject}}.',
    rejectTitle: 'Tolak {{kind}} {{subject}}',
  },
};

const en: typeof id = {
  desk: deskHeadings.en,
  approvals: {
    heading: 'Approvals',
    intro:
      'Money a finance operator asked to move, at or above the threshold. Another finance operator approves it (only then does money move) or rejects it.',
    scope: { waiting: 'Waiting' },
    kind: 'Kind',
    kinds: {
      payout: 'Withdrawal payout',
      credit_request: 'Credit approval',
      credit_line: 'Credit limit',
      deposit: 'Deposit',
      adjustment: 'Cash adjustment',
    },
    subject: 'Record',
    amount: 'Amount',
    details: 'Details',
    askedBy: 'Asked by',
    approve: 'Approve',
    yours: 'Your request: waiting for another operator',
    approved: 'Approved and done: {{kind}} {{subject}}.',
    rejected: 'Rejected: {{kind}} {{subject}}.',
    rejectTitle: 'Reject {{kind}} {{subject}}',
  },
};

export const useApprovalsTranslation = featureTranslation('approvals-desk', { id, en });
