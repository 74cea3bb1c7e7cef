/**
 * The revenue-share page's texts. The column headers and the spec's fixed texts ('There are no
 * clients under FM!', House) stay as written in both languages.
 */
const id = {
  title: 'Laporan Bagi Hasil (RRS)',
  tableCaption: 'Volume perdagangan dan rasio',
  client: 'Klien',
  house: 'House',
  revenue: 'Pendapatan',
  hin: 'HIN',
  accountName: 'Nama akun',
  storageFee: 'Biaya penyimpanan',
  exportFailed: 'Ekspor gagal.',
};

const en: typeof id = {
  title: 'Revenue Share Report (RRS)',
  tableCaption: 'Trade volumes and ratios',
  client: 'Client',
  house: 'House',
  revenue: 'Revenue',
  hin: 'HIN',
  accountName: 'Account name',
  storageFee: 'Storage fee',
  exportFailed: 'The export failed.',
};

export const rrsMessages = { id, en };
