/** Price alerts: a client told once when a contract's last trade price reaches a price. */
import type { Feature } from '../feature.ts';
import { watchPriceAlerts } from './alert-watch.ts';
import type { PriceAlertDeps } from './deps.ts';
import { priceAlertRoutes } from './routes.ts';

export const priceAlertsFeature: Feature<PriceAlertDeps> = {
  name: 'price alerts',
  routes: priceAlertRoutes,
  jobs: [
    {
      // On the leader (a job's default), where the exchange commits the trades it watches.
      name: 'price alert watch',
      start: (deps, log) =>
        watchPriceAlerts({
          db: deps.database.db,
          exchange: deps.exchange,
          liveHub: deps.liveHub,
          notifier: deps.notifier,
          now: () => deps.clock.now(),
          onError: (error) => log.error({ err: error }, 'price alert watch'),
        }),
    },
  ],
};
