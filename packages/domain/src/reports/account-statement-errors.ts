/** The account statement's refusals, spread into the one error catalogue (errors.ts). */
export const accountStatementErrors = {
  AccountStatementRangeInvalid: {
    status: 422,
    http: 422,
    en: 'Choose a period from {min} to {today}, its start no later than its end.',
    id: 'Pilih periode dari {min} sampai {today}, dengan tanggal mulai tidak setelah tanggal akhir.',
  },
  AccountStatementRangeTooLong: {
    status: 422,
    http: 422,
    en: 'A statement covers at most {days} days. Choose a shorter period.',
    id: 'Laporan rekening paling panjang {days} hari. Pilih periode yang lebih pendek.',
  },
  AccountStatementTooManyMovements: {
    status: 422,
    http: 422,
    en: 'This period has more than {max} movements. Choose a shorter period.',
    id: 'Periode ini memiliki lebih dari {max} transaksi. Pilih periode yang lebih pendek.',
  },
} as const;
