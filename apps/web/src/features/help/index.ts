/** Help's public surface: the /help page and the console's Support desk. */
export { HelpPage } from './help-page.tsx';
export { SupportDesk } from './support-desk.tsx';
