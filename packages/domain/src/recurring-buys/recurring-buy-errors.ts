/** Recurring buys' rejections, spread into the one error catalogue (errors.ts). */
export const recurringBuyErrors = {
  RecurringBuyAmountInvalid: {
    status: 422,
    http: 422,
    en: 'Enter an amount from Rp {min} to Rp {max}.',
    id: 'Isi jumlah dari Rp {min} sampai Rp {max}.',
  },
  RecurringBuyDayInvalid: {
    status: 422,
    http: 422,
    en: 'Choose a weekday (1 = Monday to 7 = Sunday) for a weekly buy, or a day of the month (1 to 28, or "last") for a monthly one.',
    id: 'Pilih hari (1 = Senin sampai 7 = Minggu) untuk pembelian mingguan, atau tanggal (1 sampai 28, atau "last") untuk pembelian bulanan.',
  },
  RecurringBuyTimeInvalid: {
    status: 422,
    http: 422,
    en: 'Choose a time from {earliest} to {latest} WIB, written HH:MM.',
    id: 'Pilih jam dari {earliest} sampai {latest} WIB, ditulis JJ:MM.',
  },
  RecurringBuysTooMany: {
    status: 409,
    http: 409,
    en: 'You already have {max} recurring buys. Cancel one to add another.',
    id: 'Anda sudah memiliki {max} pembelian rutin. Batalkan salah satu untuk menambah yang baru.',
  },
  RecurringBuyNotFound: {
    status: 404,
    http: 404,
    en: 'Recurring buy not found',
    id: 'Pembelian rutin tidak ditemukan',
  },
  RecurringBuyCancelled: {
    status: 409,
    http: 409,
    en: 'This recurring buy was cancelled and can no longer change.',
    id: 'Pembelian rutin ini sudah dibatalkan dan tidak dapat diubah lagi.',
  },
  RecurringBuyTooSmall: {
    status: 422,
    http: 422,
    en: 'The amount buys less than the smallest quantity of this contract at the current price.',
    id: 'Jumlah ini kurang untuk membeli kuantitas terkecil kontrak ini pada harga saat ini.',
  },
  RecurringBuyStopped: {
    status: 409,
    http: 409,
    en: 'The recurring buy was paused or cancelled before this run.',
    id: 'Pembelian rutin dijeda atau dibatalkan sebelum pembelian ini.',
  },
  RecurringBuyMissed: {
    status: 409,
    http: 409,
    en: 'The platform was unavailable on the day of this buy, so it was not placed later.',
    id: 'Platform tidak tersedia pada hari pembelian ini, sehingga tidak dilakukan belakangan.',
  },
} as const;
