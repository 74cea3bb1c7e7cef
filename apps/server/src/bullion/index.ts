/** Bullion delivery by post: locations, fee quotes, requests, tracking, and the back office. */
import { SHIPMENT_CANCELLED_STATUS, SHIPMENT_DELIVERED_STATUS } from '@emas/domain';
import { operatorEndpoints as calls } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { BullionDeps } from './deps.ts';
import { shipmentDesk } from './operator-desk.ts';
import { bullionJobs } from './reconcile-shipments.ts';
import { bullionRoutes } from './routes.ts';

export type { PostalService } from './postal-service.ts';
export { createPostalService } from './create-postal.ts';

export const bullionFeature: Feature<BullionDeps> = {
  name: 'bullion',
  routes: bullionRoutes,
  consoleDesks: [shipmentDesk],
  deskCounts: [
    waitingOn(calls.shipments, (db) =>
      db
        .selectFrom('shipments')
        .where('status', 'not in', [SHIPMENT_DELIVERED_STATUS, SHIPMENT_CANCELLED_STATUS]),
    ),
  ],
  jobs: bullionJobs,
};
