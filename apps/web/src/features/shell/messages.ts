/**
 * Texts of the signed-in shell (namespace 'shell'). The sidebar labels and the spec's notices
 * ('The market is currently closed', 'This feature will available soon.', the logout question)
 * are the spec's own words and stay the same in both languages; entries beyond the spec (Price
 * Alerts) speak the reader's language.
 */
const sidebar = {
  trade: 'Trade',
  'trading-chart': 'Trading Chart',
  reports: 'Reports',
  transfer: 'Transfer',
  rrs: 'RRS',
  withdrawal: 'Withdrawal',
  'market-insight': 'Market Insight',
  news: 'News',
  help: 'Support',
  settings: 'Settings',
  'e-warrant': 'E-Warrant',
  logout: 'Logout',
};

const id = {
  skipToContent: 'Langsung ke konten',
  navigation: 'Menu utama',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  // Our entries (issue 23) are no spec words: they speak the language.
  sidebar: {
    ...sidebar,
    portfolio: 'Portofolio',
    'price-alerts': 'Peringatan Harga',
    'recurring-buys': 'Nabung rutin',
  },
  topBar: { label: 'Informasi akun' },
  price: {
    label: 'Harga berjalan',
    buy: 'Beli',
    sell: 'Jual',
    perGram: '/gram',
    updated: 'Pembaruan terakhir {{time}} WIB',
  },
  balance: {
    label: 'Saldo rekening',
    about: 'Tentang saldo rekening',
    explained:
      'Saldo rekening adalah seluruh dana tunai di rekening RPED Anda. Saldo tersedia untuk trading di tiket order adalah saldo rekening dikurangi dana yang dicadangkan untuk order terbuka.',
    hidden: 'Saldo disembunyikan',
    show: 'Tampilkan saldo',
    hide: 'Sembunyikan saldo',
    refresh: 'Muat ulang saldo',
    cooldown: 'Saldo dapat dimuat ulang lagi dalam {{seconds}} detik',
    failed: 'Saldo tidak dapat dimuat',
    loading: 'Memuat saldo…',
  },
  currency: {
    label: 'Mata uang',
    idr: 'IDR',
    usd: 'USD',
    converted:
      'Angka dalam dolar AS dikonversi dengan kurs {{rate}} per US$ saat ini; catatan akun tetap dalam rupiah.',
  },
  hub: { label: 'Hub', unavailable: '{{hub}} (belum tersedia)' },
  hin: { label: 'HIN', none: 'Tanpa HIN' },
  profile: { label: 'Profil: {{name}}' },
  languageLabel: 'Bahasa',
  exchangeName: 'Bursa Berjangka Komoditi',
  market: {
    dismiss: 'Tutup pemberitahuan pasar',
  },
  landing: {
    title: 'Selamat datang, {{name}}.',
    message: 'Anda berhasil masuk. Selamat bertransaksi emas.',
    close: 'Tutup pesan selamat datang',
  },
  footer: {
    copyright: '© {{year}} {{broker}}. Perdagangan emas fisik di bursa berjangka komoditi.',
    risk: 'Perdagangan berjangka mengandung risiko. Pastikan Anda memahami risikonya.',
  },
  logout: { confirm: 'Yes', cancel: 'cancel', question: 'Are you sure want to logout?' },
  eWarrant: 'This feature will available soon.',
  pages: {
    portfolio: 'Portofolio',
    trade: 'Trade',
    'trading-chart': 'Trading Chart',
    'price-alerts': 'Peringatan Harga',
    'recurring-buys': 'Nabung rutin',
    reports: 'Reports',
    transfer: 'Transfer',
    rrs: 'RRS',
    withdrawal: 'Withdrawal',
    'withdrawal-history': 'Riwayat Withdrawal',
    'deposit-history': 'Riwayat Deposit',
    'market-insight': 'Market Insight',
    news: 'News',
    help: 'Support',
    settings: 'Settings',
    'manage-accounts': 'Kelola Rekening',
    'e-warrant': 'E-Warrant',
    promo: 'Promo',
    'upload-video': 'Upload Video',
    invoice: 'Invoice',
    'add-bank-account': 'Tambah Rekening Bank',
    'identity-verification': 'Validasi Identitas',
    'take-photo': 'Foto Selfi',
    'not-found': 'Halaman tidak ditemukan',
  },
  notFound: 'Halaman yang Anda cari tidak ada.',
  loading: 'Memuat…',
};

const en: typeof id = {
  skipToContent: 'Skip to content',
  navigation: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  sidebar: {
    ...sidebar,
    portfolio: 'Portfolio',
    'price-alerts': 'Price Alerts',
    'recurring-buys': 'Recurring buys',
  },
  topBar: { label: 'Account information' },
  price: {
    label: 'Running price',
    buy: 'Buy',
    sell: 'Sell',
    perGram: '/gram',
    updated: 'Last update {{time}} WIB',
  },
  balance: {
    label: 'Account balance',
    about: 'About the account balance',
    explained:
      'The account balance is all the cash in your RPED account. The available trade balance in the order ticket is the account balance minus the cash reserved for open orders.',
    hidden: 'Balance hidden',
    show: 'Show balance',
    hide: 'Hide balance',
    refresh: 'Refresh balance',
    cooldown: 'The balance can be refreshed again in {{seconds}} seconds',
    failed: 'The balance could not be loaded',
    loading: 'Loading balance…',
  },
  currency: {
    label: 'Currency',
    idr: 'IDR',
    usd: 'USD',
    converted:
      "Dollar figures are converted at today's rate of {{rate}} per US$; the account is kept in rupiah.",
  },
  hub: { label: 'Hub', unavailable: '{{hub}} (not available yet)' },
  hin: { label: 'HIN', none: 'No HIN' },
  profile: { label: 'Profile: {{name}}' },
  languageLabel: 'Language',
  exchangeName: 'Commodity Futures Exchange',
  market: {
    dismiss: 'Dismiss market notice',
  },
  landing: {
    title: 'Welcome, {{name}}.',
    message: 'You are signed in. Happy gold trading.',
    close: 'Close the welcome message',
  },
  footer: {
    copyright: '© {{year}} {{broker}}. Physical gold trading on a commodity futures exchange.',
    risk: 'Futures trading carries risk. Make sure you understand the risks.',
  },
  logout: id.logout,
  eWarrant: id.eWarrant,
  pages: {
    ...id.pages,
    'price-alerts': 'Price Alerts',
    'recurring-buys': 'Recurring buys',
    portfolio: 'Portfolio',
    'withdrawal-history': 'Cash withdrawal history',
    'deposit-history': 'Deposit history',
    'manage-accounts': 'Manage Accounts',
    'add-bank-account': 'Add bank account',
    'identity-verification': 'Identity verification',
    'take-photo': 'Selfie photo',
    'not-found': 'Page not found',
  },
  notFound: 'The page you are looking for does not exist.',
  loading: 'Loading…',
};

export const shellMessages = { id, en };
