import type { FastifyInstance } from 'fastify';
import { bearer, type SignedIn } from '../test-support/sign-in.ts';
import type { OutgoingMessage } from '../notifications/index.ts';
import { type TestApp, sharedDepsOf } from '../test-support/harness.ts';
import type { WithdrawalDeps } from './deps.ts';
import type { BankPayout } from './payout/index.ts';

/* Helpers of the withdrawal feature's tests (not a test file itself). */

/** The feature's deps on a test app, with the bank given (the app's own otherwise). */
export const withdrawalDepsOf = (t: TestApp, payout?: BankPayout): WithdrawalDeps => ({
  ...sharedDepsOf(t),
  bankPayout: payout ?? t.bankPayout,
});

/** The code in the last message sent to `to` by `channel`. */
export const lastCodeTo = (
  sent: readonly OutgoingMessage[],
  channel: 'email' | 'sms',
  to: string,
) => {
  const message = [...sent].reverse().find((m) => m.channel === channel && m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no ${channel} code was sent to ${to}`);
  return code;
};

export const post = (app: FastifyInstance, who: SignedIn, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(who) });

export const get = (app: FastifyInstance, who: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(who) });

/** The caller's free cash as the balance call shows it, rupiah text. */
export const rdkBalance = async (app: FastifyInstance, who: SignedIn): Promise<string> =>
  (await post(app, who, '/v2/igx/balance', { user_id: who.userId })).json<{
    body: { rdk_balance: string };
  }>().body.rdk_balance;

export const rpedRequest = (who: SignedIn, changes: Record<string, unknown> = {}) => ({
  user_id: who.userId,
  amount_idr: 100_000,
  ...changes,
});
