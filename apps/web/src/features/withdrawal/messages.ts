/**
 * The development-only withdrawal screens' texts. The breadcrumbs, the confirmation, the
 * success texts and the history statuses are the spec's own Indonesian words (spec 000 §2, §3,
 * §5, §8) in both languages; the rest speaks the chosen one.
 */
const spec = {
  withdrawal: 'Withdrawal',
  withdrawalHistory: 'Riwayat Withdrawal',
  depositHistory: 'Riwayat Deposit',
  confirm: 'Apakah Anda yakin ingin melakukan withdrawal Saldo RPED?',
  successTitle: 'Berhasil Diproses',
  successMessage: 'Tunggu hingga kami selesai memverifikasi',
  failedFallback: 'Terdapat kesalahan pada proses penarikan. Silakan coba lagi.',
};

const id = {
  ...spec,
  transferType: 'Metode transfer',
  bifast: 'BI-FAST',
  etb: 'ETB',
  destination: 'Rekening tujuan',
  noDestination: 'Belum ada rekening penarikan utama.',
  amount: 'Jumlah penarikan (IDR)',
  description: 'Deskripsi (opsional)',
  submit: 'Tarik dana',
  sending: 'Memproses…',
  emailTitle: 'Kode OTP e-mail',
  emailNote: 'Masukkan 6 digit kode yang kami kirim ke e-mail Anda.',
  smsTitle: 'Kode OTP SMS',
  smsNote: 'Masukkan 6 digit kode yang kami kirim lewat SMS.',
  verify: 'Verifikasi',
  resend: 'Kirim ulang kode',
  resent: 'Kode baru sudah dikirim.',
  cancel: 'Batal',
  date: 'Tanggal',
  transactionId: 'ID transaksi',
  method: 'Metode',
  to: 'Tujuan',
  amountColumn: 'Jumlah',
  status: 'Status',
  note: 'Keterangan',
  historyLinks: 'Riwayat',
};

const en: typeof id = {
  ...spec,
  transferType: 'Transfer method',
  bifast: 'BI-FAST',
  etb: 'ETB',
  destination: 'Destination account',
  noDestination: 'There is no main withdrawal account yet.',
  amount: 'Amount to withdraw (IDR)',
  description: 'Description (optional)',
  submit: 'Withdraw',
  sending: 'Processing…',
  emailTitle: 'E-mail OTP code',
  emailNote: 'Enter the 6-digit code we sent to your e-mail.',
  smsTitle: 'SMS OTP code',
  smsNote: 'Enter the 6-digit code we sent by SMS.',
  verify: 'Verify',
  resend: 'Send a new code',
  resent: 'A new code has been sent.',
  cancel: 'Cancel',
  date: 'Date',
  transactionId: 'Transaction id',
  method: 'Method',
  to: 'Destination',
  amountColumn: 'Amount',
  status: 'Status',
  note: 'Description',
  historyLinks: 'History',
};

export const withdrawalMessages = { id, en };
