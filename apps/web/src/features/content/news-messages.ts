/** The news cards' texts (spec 002 "News (/news)"): the card names as the spec writes them. */
const id = {
  title: 'Berita',
  cards: { gold: 'Gold', global: 'Global Market', domestic: 'Domestic Market' },
  goldList: 'Berita emas',
  loading: 'Memuat berita…',
  empty: 'Belum ada berita.',
  unavailable: 'Berita tidak dapat dijangkau saat ini.',
  stale: 'Menampilkan berita terakhir yang tersimpan.',
  opensInNewTab: '(terbuka di tab baru)',
};
const en: typeof id = {
  title: 'News',
  cards: { gold: 'Gold', global: 'Global Market', domestic: 'Domestic Market' },
  goldList: 'Gold news',
  loading: 'Loading news…',
  empty: 'No news yet.',
  unavailable: 'This news feed cannot be reached right now.',
  stale: 'Showing the last news saved.',
  opensInNewTab: '(opens in a new tab)',
};

export const newsMessages = { id, en };
