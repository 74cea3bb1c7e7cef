/** What other features may use from the live channel: the hub that pushes to clients. */
import type { Feature } from '../feature.ts';
import { type LiveRouteDeps, liveRoutes } from './routes.ts';
import { liveJobs } from './session-sweep.ts';

export {
  type AccountTopic,
  type LiveClientHandler,
  type LiveHub,
  type LiveOperator,
  type LiveHubStats,
  type LiveSocket,
  LIVE_AUTH_ATTEMPTS_MAX,
  LIVE_INBOUND_BYTES_MAX,
  LIVE_SOCKETS_MAX,
  LIVE_SOCKET_BUFFERED_BYTES_MAX,
  createLiveHub,
} from './live-hub.ts';
export { clusteredLiveHub } from './clustered-hub.ts';

export const liveFeature: Feature<LiveRouteDeps> = {
  name: 'live',
  routes: liveRoutes,
  jobs: liveJobs,
};
