import type { ControlledAccount } from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import { revokeAccountSessions } from '../auth/index.ts';
import type { Clock } from '../clock.ts';
import type { Database, Db } from '../db/database.ts';
import { recordOperatorAction } from '../operator/index.ts';
import type { ExchangePort } from '../trading/index.ts';

/** Open orders killed per lock; an account with more keeps the rest for a second lock's choice. */
const KILLS_PER_LOCK_MAX = 500;

export type AccountLockDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
  /** Ends what this server holds (live sockets) for sessions just revoked. */
  onSessionsRevoked(sessionIds: readonly string[]): void;
};

export type LockRequest = {
  readonly accountId: string;
  readonly reason: string;
  /** Kill the account's open orders through the exchange; false keeps them on the book. */
  readonly killOpenOrders: boolean;
  /** The operator who locks (audited). */
  readonly by: string;
};

const openOrderIds = (db: Db, accountId: string, limit: number) =>
  db
    .selectFrom('orders')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'submit')
    .limit(limit)
    .execute();

/** An account as compliance sees it to lock or unlock it, by id or HIN; null if none. */
export const controlledAccount = async (
  db: Db,
  where: { id: string } | { hin: string },
): Promise<{ id: string; view: ControlledAccount } | null> => {
  const base = db
    .selectFrom('accounts')
    .select(['id', 'hin', 'fullname', 'level', 'locked_at_ms', 'lock_reason']);
  const row = await (
    'id' in where
      ? base.where('id', '=', where.id)
      : base.where('hin', '=', where.hin.trim().toUpperCase())
  ).executeTakeFirst();
  if (row === undefined) return null;
  const open = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
    .where('account_id', '=', row.id)
    .where('status', '=', 'submit')
    .executeTakeFirstOrThrow();
  const view = {
    hin: row.hin ?? '',
    fullname: row.fullname,
    level: row.level,
    locked: row.locked_at_ms !== null,
    locked_at: row.locked_at_ms === null ? null : new Date(Number(row.locked_at_ms)).toISOString(),
    lock_reason: row.lock_reason,
    open_orders: Number(open.n),
  };
  return { id: row.id, view };
};

/**
 * The lock itself, for compliance's lock and a screening hit alike: an unlocked account locked
 * with its reason and every session ended in one transaction, then its live sockets closed.
 * Null when the account was locked already.
 */
export const lockAndSignOut = async (
  deps: Pick<AccountLockDeps, 'database' | 'clock' | 'onSessionsRevoked'>,
  accountId: string,
  reason: string,
): Promise<{ subject: string; sessions: string[] } | null> => {
  const nowMs = deps.clock.now();
  const revoked = await deps.database.db.transaction().execute(async (trx) => {
    const locked = await trx
      .updateTable('accounts')
      .set({ locked_at_ms: BigInt(nowMs), lock_reason: reason })
      .where('id', '=', accountId)
      .where('locked_at_ms', 'is', null)
      .returning(['id', 'hin'])
      .executeTakeFirst();
    if (locked === undefined) return null;
    const sessions = await revokeAccountSessions(trx, accountId, nowMs);
    return { subject: locked.hin ?? locked.id, sessions };
  });
  if (revoked !== null) deps.onSessionsRevoked(revoked.sessions);
  return revoked;
};

/**
 * Locks an account (compliance's decision): the lock and the end of every
 * session in one transaction, then its live sockets closed; sign-in answers AccountLocked and
 * no bearer call of a session still open passes. Open orders stay on the book unless the
 * caller chooses to kill them, each through the exchange. Audited.
 */
export const lockAccount = async (
  deps: AccountLockDeps,
  request: LockRequest,
): Promise<Result<{ killedOrders: number }>> => {
  const nowMs = deps.clock.now();
  const reason = request.reason.trim();
  const revoked = await lockAndSignOut(deps, request.accountId, reason);
  if (revoked === null) return fail('AccountAlreadyLocked');
  const { subject, sessions } = revoked;
  let killedOrders = 0;
  if (request.killOpenOrders) {
    for (const order of await openOrderIds(
      deps.database.db,
      request.accountId,
      KILLS_PER_LOCK_MAX,
    )) {
      const killed = await deps.exchange.submit({
        kind: 'kill',
        accountId: request.accountId,
        orderId: order.id,
      });
      if (killed.ok) killedOrders += 1;
    }
  }
  const detail = {
    reason,
    kill_open_orders: request.killOpenOrders,
    killed_orders: killedOrders,
    sessions_ended: sessions.length,
  };
  await recordOperatorAction(
    deps.database.db,
    { operatorId: request.by, action: 'account.lock', subject, detail },
    nowMs,
  );
  return ok({ killedOrders });
};

/** Unlocks an account: sign-in works again. Audited. */
export const unlockAccount = async (
  deps: Pick<AccountLockDeps, 'database' | 'clock'>,
  request: { accountId: string; reason: string; by: string },
): Promise<Result<null>> => {
  const unlocked = await deps.database.db
    .updateTable('accounts')
    .set({ locked_at_ms: null, lock_reason: null })
    .where('id', '=', request.accountId)
    .where('locked_at_ms', 'is not', null)
    .returning(['id', 'hin'])
    .executeTakeFirst();
  if (unlocked === undefined) return fail('AccountNotLocked');
  await recordOperatorAction(
    deps.database.db,
    {
      operatorId: request.by,
      action: 'account.unlock',
      subject: unlocked.hin ?? unlocked.id,
      detail: { reason: request.reason.trim() },
    },
    deps.clock.now(),
  );
  return ok(null);
};
