/**
 * The content feature's desks in the operator console (domestic news, and the promo page with
 * the banner), its only public face: the account area reads content through the news and promo
 * features.
 */
export { NewsDesk } from './news-desk.tsx';
export { PromoDesk } from './promo-desk.tsx';
