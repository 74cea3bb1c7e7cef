/** Bullion delivery by post: locations, fee quotes, requests, tracking, and the back office. */
import type { Feature } from '../feature.ts';
import type { PoslogDeps } from './deps.ts';
import { shipmentDesk } from './operator-desk.ts';
import { poslogRoutes } from './routes.ts';

export type { PostalService } from './postal-service.ts';
export { createPostalService } from './create-postal.ts';

export const poslogFeature: Feature<PoslogDeps> = {
  name: 'poslog',
  routes: poslogRoutes,
  consoleDesks: [shipmentDesk],
};
