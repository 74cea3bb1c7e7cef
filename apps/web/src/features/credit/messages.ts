/**
 * The Transfer page's Credit tab: its texts. The failure variants of spec 000 §8 are shown as
 * the spec writes them in both languages; the rest speaks the chosen one.
 */
const spec = {
  failed: 'Something went wrong',
  offline: 'Server appears to be offline',
  tryLater: 'Please try again later',
};

const id = {
  ...spec,
  creditTitle: 'Kredit',
  creditLimit: 'Batas kredit',
  availableCredit: 'Kredit tersedia',
  settlementOwning: 'Settlement terutang',
  creditNote:
    'Batas kredit ditetapkan oleh operator dan hanya dapat dipakai untuk order beli, tidak untuk penarikan.',
  creditRequestTitle: 'Ajukan batas kredit',
  creditAsk: 'Batas kredit yang diajukan (Rp)',
  creditAskInvalid: 'Isi jumlah rupiah bulat, paling banyak Rp 1.000.000.000.',
  creditReason: 'Keperluan',
  creditReasonInvalid: 'Jelaskan keperluan kredit Anda dalam 3 sampai 200 karakter.',
  creditSubmit: 'Ajukan',
  creditRequested: 'Pengajuan kredit terkirim. Operator akan meninjaunya.',
  creditRequestsTitle: 'Pengajuan kredit',
  creditNoRequests: 'Belum ada pengajuan kredit.',
  creditStates: { pending: 'Menunggu', approved: 'Disetujui', rejected: 'Ditolak' },
  sending: 'Mengirim…',
  loading: 'Memuat…',
  loadFailed: 'Data tidak dapat dimuat.',
};

const en: typeof id = {
  ...spec,
  creditTitle: 'Credit',
  creditLimit: 'Credit limit',
  availableCredit: 'Available credit',
  settlementOwning: 'Settlement owing',
  creditNote:
    'The credit limit is set by the operators and pays for buy orders only, never for withdrawals.',
  creditRequestTitle: 'Ask for a credit limit',
  creditAsk: 'Credit limit asked for (Rp)',
  creditAskInvalid: 'Enter whole rupiah, at most Rp 1,000,000,000.',
  creditReason: 'Purpose',
  creditReasonInvalid: 'Tell us why you need the credit, in 3 to 200 characters.',
  creditSubmit: 'Send request',
  creditRequested: 'Credit request sent. The operators will review it.',
  creditRequestsTitle: 'Credit requests',
  creditNoRequests: 'No credit requests yet.',
  creditStates: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  sending: 'Sending…',
  loading: 'Loading…',
  loadFailed: 'The data could not be loaded.',
};

export const creditMessages = { id, en };
