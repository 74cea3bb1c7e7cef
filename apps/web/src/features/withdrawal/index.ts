/** The withdrawal feature's public surface: /withdrawal, its two histories (development only) and its console desk. */
export { WithdrawalPage } from './withdrawal-page.tsx';
export { DepositHistoryPage, WithdrawalHistoryPage } from './history-pages.tsx';
export { WithdrawalsDesk } from './withdrawals-desk.tsx';
