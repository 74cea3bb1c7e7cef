/** The bank statement import's rejections, spread into the one error catalogue (errors.ts). */
export const bankStatementErrors = {
  StatementEmpty: {
    status: 422,
    http: 422,
    en: 'The statement file has no movements.',
    id: 'Berkas mutasi rekening tidak berisi transaksi.',
  },
  StatementNotCsv: {
    status: 422,
    http: 422,
    en: 'The statement is not a CSV file (line {line}).',
    id: 'Mutasi rekening bukan berkas CSV (baris {line}).',
  },
  StatementTooLarge: {
    status: 413,
    http: 413,
    en: 'The statement file can be at most {megabytes} MB.',
    id: 'Berkas mutasi rekening paling besar {megabytes} MB.',
  },
  StatementTooManyLines: {
    status: 422,
    http: 422,
    en: 'A statement can have at most {max} movements.',
    id: 'Mutasi rekening paling banyak {max} transaksi.',
  },
  StatementHeaderMissing: {
    status: 422,
    http: 422,
    en: 'No header row with date, description and amount columns was found.',
    id: 'Tidak ada baris judul dengan kolom tanggal, keterangan dan jumlah.',
  },
  StatementDateInvalid: {
    status: 422,
    http: 422,
    en: 'Line {line}: "{value}" is not a date.',
    id: 'Baris {line}: "{value}" bukan tanggal.',
  },
  StatementAmountInvalid: {
    status: 422,
    http: 422,
    en: 'Line {line}: the amount, its CR/DB marker or the balance cannot be read.',
    id: 'Baris {line}: jumlah, tanda CR/DB atau saldo tidak dapat dibaca.',
  },
  StatementReferenceMissing: {
    status: 422,
    http: 422,
    en: 'Line {line}: no bank reference and no balance to tell the movement apart.',
    id: 'Baris {line}: tidak ada nomor referensi bank maupun saldo untuk membedakan transaksi.',
  },
  StatementFileMissing: {
    status: 422,
    http: 422,
    en: 'Choose the statement file (CSV) to upload.',
    id: 'Pilih berkas mutasi rekening (CSV) yang akan diunggah.',
  },
  StatementLineNotFound: {
    status: 404,
    http: 404,
    en: 'Statement line not found.',
    id: 'Baris mutasi rekening tidak ditemukan.',
  },
  StatementLineSettled: {
    status: 409,
    http: 409,
    en: 'This line has already been credited or dismissed.',
    id: 'Baris ini sudah dikreditkan atau diabaikan.',
  },
  ReconciliationDateInvalid: {
    status: 422,
    http: 422,
    en: 'Choose a valid date.',
    id: 'Pilih tanggal yang valid.',
  },
} as const;
