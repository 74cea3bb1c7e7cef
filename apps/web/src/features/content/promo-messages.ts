/** The promo page's and the landing banner's texts around what operators write. */
const id = {
  title: 'Promo',
  loading: 'Memuat promo…',
  empty: 'Belum ada promo saat ini.',
  failed: 'Promo tidak dapat dimuat. Silakan coba lagi.',
  more: 'Selengkapnya',
  opensInNewTab: '(terbuka di tab baru)',
  bannerLabel: 'Promo dan sambutan',
  bannerClose: 'Tutup banner promo',
  bannerLink: 'Lihat promo',
};
const en: typeof id = {
  title: 'Promo',
  loading: 'Loading the promo…',
  empty: 'There is no promo right now.',
  failed: 'The promo could not be loaded. Please try again.',
  more: 'Read more',
  opensInNewTab: '(opens in a new tab)',
  bannerLabel: 'Promo and welcome',
  bannerClose: 'Close the promo banner',
  bannerLink: 'See the promo',
};

export const promoMessages = { id, en };
