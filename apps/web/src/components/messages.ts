/** Texts of the shared components (namespace 'common'). */
const id = {
  /** While a page's code loads, or when it fails to: before any feature's texts are there. */
  page: {
    loading: 'Memuat…',
    chunkFailed: 'Bagian aplikasi gagal dimuat. Muat ulang halaman.',
    reload: 'Muat ulang',
  },
  alert: {
    loading: 'Memuat…',
    types: {
      success: 'Berhasil',
      error: 'Kesalahan',
      warning: 'Peringatan',
      info: 'Informasi',
      loading: 'Memuat',
      confirm: 'Konfirmasi',
    },
  },
  notice: {
    maintenanceTitle: 'Pemeliharaan',
  },
  language: { label: 'Bahasa', id: 'Bahasa Indonesia', en: 'English' },
  field: { showPassword: 'Tampilkan password', hidePassword: 'Sembunyikan password' },
  otp: { digit: 'Digit {{position}} dari {{total}}' },
  shortId: { copy: 'Salin ID {{id}}', copied: 'ID {{id}} disalin' },
  pagination: {
    label: 'Halaman tabel',
    page: 'Halaman {{page}}',
    first: 'Halaman pertama',
    previous: 'Halaman sebelumnya',
    next: 'Halaman berikutnya',
    last: 'Halaman terakhir',
  },
  table: {
    loading: 'Memuat data…',
    range: 'Menampilkan {{from}}–{{to}} dari {{total}}',
    exporting: 'Menyiapkan file CSV…',
    exportFailed: 'Ekspor gagal. Coba lagi.',
  },
  dateFilter: {
    label: 'Filter tanggal',
    period: 'Periode',
    day: 'Tanggal',
    week: 'Minggu (pilih hari mana saja di minggu itu)',
    month: 'Bulan',
    year: 'Tahun',
    allDates: 'Semua tanggal',
    range: '{{start}} sampai {{end}}',
  },
  amountInput: {
    echo: '= {{amount}}',
    Empty: 'Contoh: {{example}}',
    Negative: 'Jumlah tidak boleh negatif.',
    NotANumber: 'Hanya angka, titik untuk ribuan dan koma untuk desimal, misalnya {{example}}.',
    MisplacedGroupSeparator:
      'Titik memisahkan ribuan per tiga angka dan koma mengawali desimal, misalnya {{example}}.',
    SeveralDecimalPoints: 'Hanya satu koma desimal, misalnya {{example}}.',
    TooManyDecimals: 'Paling banyak {{decimals}} angka di belakang koma, misalnya {{example}}.',
    TooLarge: 'Jumlah ini terlalu besar.',
  },
};

const en: typeof id = {
  page: {
    loading: 'Loading…',
    chunkFailed: 'Part of the app failed to load. Reload the page.',
    reload: 'Reload',
  },
  alert: {
    loading: 'Loading…',
    types: {
      success: 'Success',
      error: 'Error',
      warning: 'Warning',
      info: 'Information',
      loading: 'Loading',
      confirm: 'Confirmation',
    },
  },
  notice: {
    maintenanceTitle: 'Maintenance',
  },
  language: { label: 'Language', id: 'Bahasa Indonesia', en: 'English' },
  field: { showPassword: 'Show password', hidePassword: 'Hide password' },
  otp: { digit: 'Digit {{position}} of {{total}}' },
  shortId: { copy: 'Copy ID {{id}}', copied: 'ID {{id}} copied' },
  pagination: {
    label: 'Table pages',
    page: 'Page {{page}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  table: {
    loading: 'Loading data…',
    range: 'Showing {{from}}–{{to}} of {{total}}',
    exporting: 'Preparing the CSV file…',
    exportFailed: 'The export failed. Please try again.',
  },
  dateFilter: {
    label: 'Date filter',
    period: 'Period',
    day: 'Date',
    week: 'Week (pick any day in it)',
    month: 'Month',
    year: 'Year',
    allDates: 'All dates',
    range: '{{start}} to {{end}}',
  },
  amountInput: {
    echo: '= {{amount}}',
    Empty: 'For example {{example}}',
    Negative: 'The amount cannot be negative.',
    NotANumber: 'Only digits, commas for thousands and a point for decimals, e.g. {{example}}.',
    MisplacedGroupSeparator:
      'Commas separate thousands in groups of three and a point starts the decimals, e.g. {{example}}.',
    SeveralDecimalPoints: 'Only one decimal point, e.g. {{example}}.',
    TooManyDecimals: 'At most {{decimals}} decimals, e.g. {{example}}.',
    TooLarge: 'This amount is too large.',
  },
};

export const commonMessages = { id, en };
