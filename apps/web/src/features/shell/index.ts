/**
 * The shell feature's public surface: the signed-in layout and its menu entries, the pages it
 * owns, and the balance other features share.
 */
export { ShellLayout } from './shell-layout.tsx';
export type { MenuEntry } from './sidebar.tsx';
export { useBalance } from './queries.ts';
export { NotFoundPage } from './not-found-page.tsx';
export { useShellTranslation } from './translation.ts';
export { Sidebar } from './sidebar.tsx';
export { ConversionNote, useMoneyText, useMoneyView } from './display-money.tsx';
