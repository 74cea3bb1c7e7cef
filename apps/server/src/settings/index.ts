/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export { seedDemoProfiles } from './demo-profiles.ts';
export { settingsOperatorDesk } from './operator-desk.ts';
export { type SettingsDeps, settingsRoutes } from './routes.ts';
