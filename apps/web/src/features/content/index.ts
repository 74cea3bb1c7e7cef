/** The operator console's content desks: domestic news, and the promo page with the banner. */
export { NewsDesk } from './news-desk.tsx';
export { PromoDesk } from './promo-desk.tsx';
