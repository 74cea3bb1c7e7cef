/**
 * The trading feature's public surface: the trade page (/ and /trade), and the order detail
 * (edit and kill) and contracts other pages show.
 */
export { TradePage } from './trade-page.tsx';
export { OrderDetailDialog, OrderViewDialog } from './order-detail-dialog.tsx';
export { useTradingContracts } from './use-trading-contracts.ts';
export type { TradingContract } from './contract-view.ts';
