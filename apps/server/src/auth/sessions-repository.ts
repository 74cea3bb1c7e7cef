import { randomUUID } from 'node:crypto';
import type { AccountLevel } from '@emas/api';
import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { PREVIOUS_TOKEN_GRACE_MS } from './limits.ts';
import type { SessionTimes } from './session-policy.ts';

/*
 * Sessions live only in the database, keyed by the SHA-256 of their token, so any API server
 * sharing the database can authenticate any call.
 */

export type NewSession = {
  accountId: string;
  tokenHash: string;
  nowMs: number;
  times: SessionTimes;
  ip: string;
  userAgent: string;
};

export const insertSession = async (db: Db, session: NewSession): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      token_hash: session.tokenHash,
      account_id: session.accountId,
      created_at_ms: BigInt(session.nowMs),
      last_seen_at_ms: BigInt(session.nowMs),
      idle_expires_at_ms: BigInt(session.times.idleExpiresAtMs),
      absolute_expires_at_ms: BigInt(session.times.absoluteExpiresAtMs),
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
  return id;
};

export type LiveSession = {
  sessionId: string;
  lastSeenAtMs: number;
  idleExpiresAtMs: number;
  absoluteExpiresAtMs: number;
  account: {
    id: string;
    level: AccountLevel;
    brokerId: string;
    hin: string | null;
  };
};

/**
 * Which of these sessions are still live (not revoked, not expired, of an active account not
 * locked): the live channel closes the sockets of the others.
 */
export const liveSessionIdsAmong = async (
  db: Db,
  sessionIds: readonly string[],
  nowMs: number,
): Promise<Set<string>> => {
  if (sessionIds.length === 0) return new Set();
  const now = BigInt(nowMs);
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.revoked_at_ms', 'is', null)
    .where('sessions.idle_expires_at_ms', '>', now)
    .where('sessions.absolute_expires_at_ms', '>', now)
    .where('accounts.status', '=', 'active')
    .where('accounts.locked_at_ms', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
};

/**
 * The live session a token names: by its current hash, or by the hash it had before the last
 * refresh while that is still in its grace period. Revoked, idle-expired, expired sessions and
 * sessions of inactive or locked accounts are not live.
 */
const liveSessionQuery = (db: Db, hash: string, now: bigint) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id',
      'sessions.last_seen_at_ms',
      'sessions.idle_expires_at_ms',
      'sessions.absolute_expires_at_ms',
      'accounts.id as account_id',
      'accounts.level',
      'accounts.broker_id',
      'accounts.hin',
    ])
    .where((eb) =>
      eb.or([
        eb('sessions.token_hash', '=', hash),
        eb.and([
          eb('sessions.previous_token_hash', '=', hash),
          eb('sessions.previous_token_expires_at_ms', '>', now),
        ]),
      ]),
    )
    .where('sessions.revoked_at_ms', 'is', null)
    .where('sessions.idle_expires_at_ms', '>', now)
    .where('sessions.absolute_expires_at_ms', '>', now)
    .where('accounts.status', '=', 'active')
    // A locked account's session is refused even if it opened as the lock was written.
    .where('accounts.locked_at_ms', 'is', null);

type LiveSessionQuery = ReturnType<typeof liveSessionQuery>;
type LiveSessionRow = Awaited<ReturnType<LiveSessionQuery['executeTakeFirstOrThrow']>>;

/** Stand-ins compiled into the query once, replaced by the real values on every call. */
const HASH_PLACEHOLDER = '\u0000token-hash';
const NOW_PLACEHOLDER = -1n;
const compiledLookups = new WeakMap<Db, CompiledQuery<LiveSessionRow>>();

/**
 * Every authenticated call looks its session up, so the query is built and compiled once per
 * database and run again with the call's values: building it cost more than running it.
 */
const lookUpSession = async (db: Db, hash: string, now: bigint) => {
  let template = compiledLookups.get(db);
  if (template === undefined) {
    template = liveSessionQuery(db, HASH_PLACEHOLDER, NOW_PLACEHOLDER).compile();
    compiledLookups.set(db, template);
  }
  const parameters = template.parameters.map((value) =>
    value === HASH_PLACEHOLDER ? hash : value === NOW_PLACEHOLDER ? now : value,
  );
  const result = await db.executeQuery<LiveSessionRow>({ ...template, parameters });
  return result.rows[0];
};

/** The live session `hash` names at `nowMs` (see `liveSessionQuery`), or null. */
export const findLiveSession = async (
  db: Db,
  hash: string,
  nowMs: number,
): Promise<LiveSession | null> => {
  const row = await lookUpSession(db, hash, BigInt(nowMs));
  if (row === undefined) return null;
  return {
    sessionId: row.id,
    lastSeenAtMs: Number(row.last_seen_at_ms),
    idleExpiresAtMs: Number(row.idle_expires_at_ms),
    absoluteExpiresAtMs: Number(row.absolute_expires_at_ms),
    account: { id: row.account_id, level: row.level, brokerId: row.broker_id, hin: row.hin },
  };
};

/** Records activity: one UPDATE of the last-seen time and the idle expiry. */
export const touchSession = async (
  db: Db,
  sessionId: string,
  nowMs: number,
  idleExpiresAtMs: number,
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ last_seen_at_ms: BigInt(nowMs), idle_expires_at_ms: BigInt(idleExpiresAtMs) })
    .where('id', '=', sessionId)
    .execute();
};

/** Gives the session a new token; the one it had keeps working for a short grace period. */
export const rotateSessionToken = async (
  db: Db,
  sessionId: string,
  newTokenHash: string,
  nowMs: number,
): Promise<void> => {
  await db
    .updateTable('sessions')
    .set((eb) => ({
      token_hash: newTokenHash,
      previous_token_hash: eb.ref('token_hash'),
      previous_token_expires_at_ms: BigInt(nowMs + PREVIOUS_TOKEN_GRACE_MS),
    }))
    .where('id', '=', sessionId)
    .execute();
};

export const revokeSession = async (db: Db, sessionId: string, nowMs: number): Promise<void> => {
  await db
    .updateTable('sessions')
    .set({ revoked_at_ms: BigInt(nowMs) })
    .where('id', '=', sessionId)
    .where('revoked_at_ms', 'is', null)
    .execute();
};

/**
 * Signs an account out everywhere (after a password reset), or everywhere but the session kept
 * (after a password change); answers the sessions it ended.
 */
export const revokeAccountSessions = async (
  db: Db,
  accountId: string,
  nowMs: number,
  keptSessionId?: string,
): Promise<string[]> => {
  let sessions = db
    .updateTable('sessions')
    .set({ revoked_at_ms: BigInt(nowMs) })
    .where('account_id', '=', accountId)
    .where('revoked_at_ms', 'is', null);
  if (keptSessionId !== undefined) sessions = sessions.where('id', '!=', keptSessionId);
  const rows = await sessions.returning('id').execute();
  return rows.map((row) => row.id);
};

/**
 * A refresh is activity too: it rotates the token and extends the idle expiry in one UPDATE,
 * then answers when the session now ends.
 */
export const refreshSession = async (
  db: Db,
  sessionId: string,
  newTokenHash: string,
  nowMs: number,
  idleMs: number | null,
): Promise<SessionTimes> => {
  await rotateSessionToken(db, sessionId, newTokenHash, nowMs);
  const row = await db
    .selectFrom('sessions')
    .select(['idle_expires_at_ms', 'absolute_expires_at_ms'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const absoluteExpiresAtMs = Number(row.absolute_expires_at_ms);
  if (idleMs === null)
    return { idleExpiresAtMs: Number(row.idle_expires_at_ms), absoluteExpiresAtMs };
  const idleExpiresAtMs = Math.min(nowMs + idleMs, absoluteExpiresAtMs);
  await touchSession(db, sessionId, nowMs, idleExpiresAtMs);
  return { idleExpiresAtMs, absoluteExpiresAtMs };
};
