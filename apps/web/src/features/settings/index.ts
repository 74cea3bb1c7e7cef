/** The settings feature's public surface: the /settings page and the console's details desk. */
export { AccountDetailsDesk } from './account-details-desk.tsx';
export { SettingsPage } from './settings-page.tsx';
