import { randomUUID } from 'node:crypto';
import { SIGN_IN_CHALLENGE_MS } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { newToken, tokenHash } from './tokens.ts';

/*
 * What a right password earns when two-factor sign-in is on: a random challenge (only its hash
 * kept) that a code completes within SIGN_IN_CHALLENGE_MS, once.
 */

export type SignInChallenge = {
  id: string;
  accountId: string;
  appName: string;
  identifier: string;
};

export const openChallenge = async (
  db: Db,
  challenge: Omit<SignInChallenge, 'id'>,
  nowMs: number,
): Promise<string> => {
  const token = newToken();
  // An account's spent and expired challenges are of no more use: they go as a new one comes.
  await db
    .deleteFrom('sign_in_challenges')
    .where('account_id', '=', challenge.accountId)
    .where((eb) =>
      eb.or([eb('used_at_ms', 'is not', null), eb('expires_at_ms', '<=', BigInt(nowMs))]),
    )
    .execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      id: randomUUID(),
      token_hash: tokenHash(token),
      account_id: challenge.accountId,
      app_name: challenge.appName,
      identifier: challenge.identifier,
      created_at_ms: BigInt(nowMs),
      expires_at_ms: BigInt(nowMs + SIGN_IN_CHALLENGE_MS),
    })
    .execute();
  return token;
};

/** The challenge a token names while it is unused and unexpired; null otherwise. */
export const liveChallenge = async (
  db: Db,
  token: string,
  nowMs: number,
): Promise<SignInChallenge | null> => {
  const row = await db
    .selectFrom('sign_in_challenges')
    .select(['id', 'account_id', 'app_name', 'identifier'])
    .where('token_hash', '=', tokenHash(token))
    .where('used_at_ms', 'is', null)
    .where('expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    appName: row.app_name,
    identifier: row.identifier,
  };
};

/** Uses the challenge up; false when another call already did, or it expired meanwhile. */
export const spendChallenge = async (db: Db, id: string, nowMs: number): Promise<boolean> => {
  const used = await db
    .updateTable('sign_in_challenges')
    .set({ used_at_ms: BigInt(nowMs) })
    .where('id', '=', id)
    .where('used_at_ms', 'is', null)
    .where('expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
};
