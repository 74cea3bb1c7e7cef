/** News: the /news page and the trade page's gold news list. */
export { NewsPage } from './news-page.tsx';
export { GoldNewsList } from './gold-news-list.tsx';

/** The promo page (/promo), the link to it operators put on the banner, and their texts. */
export { PromoPage } from './promo-page.tsx';
export { PromoLink } from './promo-link.tsx';
export { usePromoTranslation } from './promo-translation.ts';
