/**
 * The Transfer screen's texts. What spec 000 writes word for word (CHOOSE..., Account Number,
 * Phone Number / ID, the confirmation, 'Transfer success', the three failure variants and the
 * form's two checks) is shown as written in both languages; the rest speaks the chosen one.
 */
const spec = {
  choose: 'CHOOSE...',
  confirmTitle: 'Are you sure want to withdraw?',
  success: 'Transfer success',
  failed: 'Something went wrong',
  offline: 'Server appears to be offline',
  tryLater: 'Please try again later',
};

/** The page's, its tabs' and the deposit card's names: the same words in both languages. */
const names = {
  title: 'Transfer',
  tabsLabel: 'Transfer',
  cash: 'Cash',
  credit: 'Credit',
  bullion: 'Bullion',
  trackBullion: 'Track Bullion',
  depositTitle: 'Deposit',
};

const id = {
  ...spec,
  ...names,
  depositNote:
    'Setor dana ke rekening RPED Anda berikut ini. Saldo bertambah setelah dana diterima.',
  bankName: 'Bank',
  accountName: 'Nama rekening',
  accountNumber: 'Nomor rekening',
  bankAddress: 'Alamat bank',
  swiftCode: 'Kode SWIFT',
  withdrawTitle: 'Withdraw',
  destination: 'Tujuan penarikan',
  noVerifiedAccount: 'Belum ada rekening penarikan terverifikasi',
  amountIdr: 'Jumlah (IDR)',
  amountUsd: 'Jumlah (USD)',
  rateNote: 'Kurs jual: {{rate}} per USD',
  decrease: 'Kurangi {{what}}',
  increase: 'Tambah {{what}}',
  description: 'Deskripsi (opsional)',
  submit: 'Withdraw',
  sending: 'Mengirim…',
  bankFee: 'Biaya bank mungkin dikenakan oleh bank tujuan.',
  lastTitle: 'Riwayat saldo terakhir',
  date: 'DATE',
  transactionId: 'TRANSACTION ID',
  debit: 'DEBIT',
  credits: 'CREDIT',
};

const en: typeof id = {
  ...spec,
  ...names,
  depositNote:
    'Deposit funds to your RPED account below. Your balance grows once the funds arrive.',
  bankName: 'Bank',
  accountName: 'Account name',
  accountNumber: 'Account number',
  bankAddress: 'Bank address',
  swiftCode: 'SWIFT code',
  withdrawTitle: 'Withdraw',
  destination: 'Withdraw destination',
  noVerifiedAccount: 'No verified withdrawal account yet',
  amountIdr: 'Amount (IDR)',
  amountUsd: 'Amount (USD)',
  rateNote: 'Sell rate: {{rate}} per USD',
  decrease: 'Decrease {{what}}',
  increase: 'Increase {{what}}',
  description: 'Description (optional)',
  submit: 'Withdraw',
  sending: 'Sending…',
  bankFee: 'A bank fee may be charged by the receiving bank.',
  lastTitle: 'Recent balance history',
  date: 'DATE',
  transactionId: 'TRANSACTION ID',
  debit: 'DEBIT',
  credits: 'CREDIT',
};

export const transferMessages = { id, en };
