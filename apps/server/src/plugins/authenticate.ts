import type { AccountLevel, AppName } from '@emas/api';
import type { ApiKeyScope } from '@emas/domain';
import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling, from the bearer token alone. */
export type AuthenticatedAccount = {
  readonly id: string;
  readonly level: AccountLevel;
  readonly brokerId: AppName;
  readonly hin: string | null;
  /** `api-key:<id>` for a signed request, which has no session. */
  readonly sessionId: string;
  /** The API key a signed request came with (issue 23 item 12); absent for a session. */
  readonly apiKeyId?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 498 unless the bearer token names a live session. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler of a call an API key may make with `scope` (api-keys/signed-requests.ts): a
     * signed request (X-Emas-Key) is checked as one, any other needs a live session.
     */
    authenticateSigned: (scope: ApiKeyScope) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    account: AuthenticatedAccount | null;
  }
}

/** The caller of a route guarded by `app.authenticate`; asserts the guard ran. */
export const callerOf = (request: {
  account: AuthenticatedAccount | null;
}): AuthenticatedAccount => {
  if (request.account === null) throw new Error('route is missing the authenticate preHandler');
  return request.account;
};
