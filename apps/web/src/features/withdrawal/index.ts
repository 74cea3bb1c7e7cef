/** The withdrawal feature's public surface: /withdrawal and its two histories (development only). */
export { WithdrawalPage } from './withdrawal-page.tsx';
export { DepositHistoryPage, WithdrawalHistoryPage } from './history-pages.tsx';
