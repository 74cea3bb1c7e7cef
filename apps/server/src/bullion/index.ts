/** Bullion delivery by post: locations, fee quotes, requests, tracking, and the back office. */
import type { Feature } from '../feature.ts';
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
  jobs: bullionJobs,
};
