/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
import type { Feature } from '../feature.ts';
import { settingsOperatorDesk } from './operator-desk.ts';
import { type SettingsDeps, settingsRoutes } from './routes.ts';

export { seedDemoProfiles } from './demo-profiles.ts';

export const settingsFeature: Feature<SettingsDeps> = {
  name: 'settings',
  routes: settingsRoutes,
  consoleDesks: [settingsOperatorDesk],
};
