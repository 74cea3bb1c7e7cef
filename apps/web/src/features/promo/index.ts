/** The promo page (/promo), the link to it operators put on the banner, and their texts. */
export { PromoPage } from './promo-page.tsx';
export { PromoLink } from './promo-link.tsx';
export { usePromoTranslation } from './translation.ts';
