/** The settings feature's public surface: the /settings page (its console desk: console.ts). */
export { SettingsPage } from './settings-page.tsx';
