/** Help's public surface: the /help page (its console desk is in console.ts). */
export { HelpPage } from './help-page.tsx';
