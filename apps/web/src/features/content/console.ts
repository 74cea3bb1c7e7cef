/**
 * The content feature's desks in the operator console (domestic news, and the promo page with
 * the banner), its second public face: the account area's news and promo pages come from index.ts.
 */
export { NewsDesk } from './news-desk.tsx';
export { PromoDesk } from './promo-desk.tsx';
