/** The shell feature's public surface: the signed-in layout and the pages it owns for now. */
export { ShellLayout } from './shell-layout.tsx';
export { TradePage } from './trade-page.tsx';
export { EWarrantPage } from './e-warrant-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
