/** Settings that are a broker's own: fee schedules with their effective dates, and the white label. */
import type { Feature } from '../feature.ts';
import type { BrokerSettingsDeps } from './deps.ts';
import { brokerSettingsDesk, brokerSettingsRoutes } from './routes.ts';

export { brandingOf, logoOf, registerPathOf } from './brandings.ts';
export { deliveryRatesOf } from './delivery-rates.ts';
export { seedDemoBrokerSettings } from './seed-demo.ts';

export const brokerSettingsFeature: Feature<BrokerSettingsDeps> = {
  name: 'broker-settings',
  routes: brokerSettingsRoutes,
  consoleDesks: [brokerSettingsDesk],
};
