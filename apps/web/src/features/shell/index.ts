/**
 * The shell feature's public surface: the signed-in layout, the pages it owns, and the
 * account facts other features share (who is looking, the balance).
 */
export { ShellLayout } from './shell-layout.tsx';
export { useViewer } from './viewer.ts';
export { useBalance } from './queries.ts';
export { EWarrantPage } from './e-warrant-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
