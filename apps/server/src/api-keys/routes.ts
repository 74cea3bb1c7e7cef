import { type ApiKey, apiKeyEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { RecordDeps } from '../feature-deps.ts';
import { AppError, valueOf } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { apiKeyCreatedNotice } from './api-key-notice.ts';
import { type ApiKeyRow, emailOf, liveKeysOf, revokeKey } from './api-key-repository.ts';
import { createApiKey } from './api-key-creation.ts';
import { secretBox } from './secret-box.ts';

export type ApiKeysDeps = RecordDeps;

const ok = 200 as const;
const iso = (ms: number) => new Date(ms).toISOString();

const answerOf = (key: ApiKeyRow): ApiKey => ({
  id: key.id,
  name: key.name,
  scopes: key.scopes,
  ip_allow_list: key.ipAllowList,
  created_at: iso(key.createdAtMs),
  last_used_at: key.lastUsedAtMs === null ? null : iso(key.lastUsedAtMs),
});

/**
 * A client's or lp's API keys (issue 23 item 12): create (the secret answered once), list and
 * revoke. Only a session manages keys: these calls carry no key scope, so a key never reaches
 * them (signed-requests.ts).
 */
export const apiKeysRoutes: FastifyPluginAsync<ApiKeysDeps> = async (app, deps) => {
  const box = secretBox(deps.config.secret);

  routeOf(app, calls.create, async (request) => {
    const caller = callerOf(request);
    const nowMs = deps.clock.now();
    const { name, scopes, ip_allow_list: ipAllowList = [] } = request.body;
    const key = valueOf(
      await createApiKey(deps.database, box, caller, { name, scopes, ipAllowList }, nowMs),
    );
    const email = await emailOf(deps.database.db, caller.id);
    // The key exists whatever happens to the notice: a mail outage must not undo it.
    if (email !== null) {
      await deps.notifier
        .send(apiKeyCreatedNotice(email, key, new Date(nowMs)))
        .catch((error: unknown) => request.log.warn({ err: error }, 'API key notice not sent'));
    }
    return { status: ok, data: { ...answerOf(key), secret: key.secret } };
  });

  routeOf(app, calls.list, async (request) => {
    const keys = await liveKeysOf(deps.database.db, callerOf(request).id);
    return { status: ok, data: keys.map(answerOf) };
  });

  routeOf(app, calls.revoke, async (request) => {
    const nowMs = deps.clock.now();
    const { id } = request.params;
    if (!(await revokeKey(deps.database.db, callerOf(request).id, id, nowMs))) {
      throw new AppError('ApiKeyNotFound');
    }
    return { status: ok, data: { id, revoked_at: iso(nowMs) } };
  });
};
