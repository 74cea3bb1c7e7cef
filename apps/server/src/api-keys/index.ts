/** API keys for programs that trade (issue 23 item 12): keys, signed requests, their docs. */
import { type Feature, intervalJob } from '../feature.ts';
import { forgetExpiredSignatures } from './api-key-repository.ts';
import { type ApiKeysDeps, apiKeysRoutes } from './routes.ts';

export { signedRequestsPlugin } from './signed-requests.ts';
export { API_KEY_SIGNING_GUIDE } from './signing-guide.ts';

/** Signatures leave the replay table once their window has passed, every minute. */
const SIGNATURE_SWEEP_MS = 60_000;

export const apiKeysFeature: Feature<ApiKeysDeps> = {
  name: 'api-keys',
  routes: apiKeysRoutes,
  jobs: [
    intervalJob<ApiKeysDeps>('api key signature sweep', SIGNATURE_SWEEP_MS, (deps) =>
      forgetExpiredSignatures(deps.database.db, deps.clock.now()),
    ),
  ],
};
