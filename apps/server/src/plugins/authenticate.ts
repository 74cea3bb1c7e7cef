import type { AccountLevel, AppName } from '@emas/api';
import type { preHandlerAsyncHookHandler } from 'fastify';

/** Who is calling, from the bearer token alone. */
export type AuthenticatedAccount = {
  readonly id: string;
  readonly level: AccountLevel;
  readonly brokerId: AppName;
  readonly hin: string | null;
  readonly sessionId: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 498 unless the bearer token names a live session. */
    authenticate: preHandlerAsyncHookHandler;
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
