/** The transfer feature's public surface: the /transfer page. */
export { TransferPage } from './transfer-page.tsx';
