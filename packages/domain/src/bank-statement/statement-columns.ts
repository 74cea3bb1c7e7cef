/**
 * The columns of a bank statement export, found by their header names. Each bank names them
 * its own way (BCA "Tanggal Transaksi, Keterangan, Cabang, Jumlah, , Saldo" with the CR/DB
 * marker under an empty header; Mandiri "Tgl., Rincian Transaksi, No. Referensi, Debit,
 * Kredit, Saldo"; BNI "Post Date, Description, Journal No., Amount, Db/Cr, Balance"; BRI
 * "Tanggal Transaksi, Uraian Transaksi, Teller, Debet, Kredit, Saldo"); the RPED account's own
 * format is "date, description, reference, amount" with an optional "balance".
 */

export type StatementColumn =
  'date' | 'description' | 'reference' | 'amount' | 'marker' | 'debit' | 'credit' | 'balance';

/** Header names, lower case with everything but letters and digits taken out. */
const ALIASES: Readonly<Record<StatementColumn, readonly string[]>> = {
  date: [
    'date',
    'tanggal',
    'tgl',
    'tanggaltransaksi',
    'tgltransaksi',
    'postdate',
    'transactiondate',
  ],
  description: [
    'description',
    'keterangan',
    'uraian',
    'uraiantransaksi',
    'rinciantransaksi',
    'deskripsi',
    'remark',
    'remarks',
  ],
  reference: [
    'reference',
    'referensi',
    'noreferensi',
    'noref',
    'ref',
    'referenceno',
    'journalno',
    'nojurnal',
  ],
  amount: ['amount', 'jumlah', 'mutasi', 'nominal', 'nilai'],
  marker: ['dbcr', 'crdb', 'dk', 'tipe', 'type'],
  debit: ['debit', 'debet', 'mutasidebet', 'mutasidebit'],
  credit: ['credit', 'kredit', 'mutasikredit'],
  balance: ['balance', 'saldo', 'saldoakhir', 'runningbalance'],
};

const keyOf = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const columnOf = (header: string): StatementColumn | null => {
  const key = keyOf(header);
  const found = Object.entries(ALIASES).find(([, names]) => names.includes(key));
  return found === undefined ? null : (found[0] as StatementColumn);
};

/** Where each known column sits in a row; the first of a name wins. */
export type ColumnPlaces = Partial<Record<StatementColumn, number>>;

/**
 * The columns a row names, or null when it is not a statement's header: a header has a date,
 * a description and an amount (one signed or marked column, or credit and debit columns). An
 * unnamed column right after the amount is its CR/DB marker, as BCA exports it.
 */
export const headerColumns = (cells: readonly string[]): ColumnPlaces | null => {
  const places: ColumnPlaces = {};
  cells.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column !== null && places[column] === undefined) places[column] = index;
  });
  const amount = places.amount;
  if (amount !== undefined && places.marker === undefined && cells[amount + 1]?.trim() === '') {
    places.marker = amount + 1;
  }
  const hasAmount = places.amount !== undefined || places.credit !== undefined;
  return places.date !== undefined && places.description !== undefined && hasAmount ? places : null;
};
