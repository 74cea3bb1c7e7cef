/** The trading feature's public surface: the trade page (/ and /trade). */
export { TradePage } from './trade-page.tsx';
