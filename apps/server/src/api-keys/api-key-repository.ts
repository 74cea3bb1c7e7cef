import type { AccountLevel, ApiKeyScope } from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A key as its holder's list shows it. */
export type ApiKeyRow = {
  readonly id: string;
  readonly name: string;
  readonly scopes: ApiKeyScope[];
  readonly ipAllowList: string[];
  readonly createdAtMs: number;
  readonly lastUsedAtMs: number | null;
};

/** A key as a signed request is checked against: its holder and its sealed secret. */
export type SigningKey = ApiKeyRow & {
  readonly secretSealed: string;
  readonly revoked: boolean;
  readonly account: {
    readonly id: string;
    readonly level: AccountLevel;
    readonly brokerId: string;
    readonly hin: string | null;
    /** Active and not locked: what a session needs too. */
    readonly usable: boolean;
  };
};

const listOf = (text: string): string[] => (text === '' ? [] : text.split(','));

const rowOf = (row: {
  id: string;
  name: string;
  scopes: string;
  ip_allow_list: string;
  created_at_ms: bigint;
  last_used_at_ms: bigint | null;
}): ApiKeyRow => ({
  id: row.id,
  name: row.name,
  scopes: listOf(row.scopes) as ApiKeyScope[],
  ipAllowList: listOf(row.ip_allow_list),
  createdAtMs: Number(row.created_at_ms),
  lastUsedAtMs: row.last_used_at_ms === null ? null : Number(row.last_used_at_ms),
});

const KEY_COLUMNS = [
  'api_keys.id',
  'api_keys.name',
  'api_keys.scopes',
  'api_keys.ip_allow_list',
  'api_keys.created_at_ms',
  'api_keys.last_used_at_ms',
] as const;

/** The account's live keys, newest first. */
export const liveKeysOf = async (db: Db, accountId: string): Promise<ApiKeyRow[]> => {
  const rows = await db
    .selectFrom('api_keys')
    .select(KEY_COLUMNS)
    .where('account_id', '=', accountId)
    .where('revoked_at_ms', 'is', null)
    .orderBy('created_at_ms', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(rowOf);
};

export type NewApiKey = {
  readonly id: string;
  readonly accountId: string;
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly ipAllowList: readonly string[];
  readonly secretSealed: string;
  readonly createdAtMs: number;
};

/**
 * Stores a key unless the account already holds `max` live ones; false when it does. The
 * account's row is written first (an update to itself), which PostgreSQL locks until the
 * transaction ends, so two creations at once cannot both pass the count.
 */
export const insertKeyWithin = async (db: Db, key: NewApiKey, max: number): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({ id: sql`id` })
      .where('id', '=', key.accountId)
      .execute();
    const { live } = await trx
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('live'))
      .where('account_id', '=', key.accountId)
      .where('revoked_at_ms', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live) >= max) return false;
    await trx
      .insertInto('api_keys')
      .values({
        id: key.id,
        account_id: key.accountId,
        name: key.name,
        scopes: key.scopes.join(','),
        ip_allow_list: key.ipAllowList.join(','),
        secret_sealed: key.secretSealed,
        created_at_ms: BigInt(key.createdAtMs),
        last_used_at_ms: null,
        revoked_at_ms: null,
      })
      .execute();
    return true;
  });

/** Revokes one of the account's live keys; false when it has no such live key. */
export const revokeKey = async (
  db: Db,
  accountId: string,
  keyId: string,
  nowMs: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at_ms: BigInt(nowMs) })
    .where('id', '=', keyId)
    .where('account_id', '=', accountId)
    .where('revoked_at_ms', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** The key a signed request names, with its holder, revoked or not; null if there is none. */
export const signingKeyOf = async (db: Db, keyId: string): Promise<SigningKey | null> => {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
    .select([
      ...KEY_COLUMNS,
      'api_keys.secret_sealed',
      'api_keys.revoked_at_ms',
      'accounts.id as account_id',
      'accounts.level',
      'accounts.broker_id',
      'accounts.hin',
      'accounts.status',
      'accounts.locked_at_ms',
    ])
    .where('api_keys.id', '=', keyId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    ...rowOf(row),
    secretSealed: row.secret_sealed,
    revoked: row.revoked_at_ms !== null,
    account: {
      id: row.account_id,
      level: row.level,
      brokerId: row.broker_id,
      hin: row.hin,
      usable: row.status === 'active' && row.locked_at_ms === null,
    },
  };
};

/**
 * Records a key's use at most once per `intervalMs`: the condition is in the UPDATE, so a
 * burst of requests writes once and two servers never move the time back.
 */
export const touchLastUsed = async (
  db: Db,
  keyId: string,
  nowMs: number,
  intervalMs: number,
): Promise<void> => {
  await db
    .updateTable('api_keys')
    .set({ last_used_at_ms: BigInt(nowMs) })
    .where('id', '=', keyId)
    .where((eb) =>
      eb.or([
        eb('last_used_at_ms', 'is', null),
        eb('last_used_at_ms', '<=', BigInt(nowMs - intervalMs)),
      ]),
    )
    .execute();
};

/**
 * Remembers a signature until its request's timestamp leaves the window; false when it was
 * received before. The insert is atomic and the table shared, so a request passes once across
 * every API server.
 */
export const claimSignature = async (
  db: Db,
  signature: string,
  expiresAtMs: number,
): Promise<boolean> => {
  const result = await db
    .insertInto('api_key_signatures')
    .values({ signature, expires_at_ms: BigInt(expiresAtMs) })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
};

/** Forgets signatures whose window has passed (they would be refused as stale anyway). */
export const forgetExpiredSignatures = async (db: Db, nowMs: number): Promise<void> => {
  await db.deleteFrom('api_key_signatures').where('expires_at_ms', '<=', BigInt(nowMs)).execute();
};

/** The holder's e-mail, for the notice of a new key. */
export const emailOf = async (db: Db, accountId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.email ?? null;
};
