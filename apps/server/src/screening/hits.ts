import type { ScreeningHit } from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ScreeningHitTable } from '../db/schema.ts';
import { unlockAccountAfterScreening } from './account-lock.ts';
import type { ScreeningDeps } from './deps.ts';

const PAGE_MAX = 100;
const BASIS_POINTS = 10_000;

type HitRow = ScreeningHitTable & { hin: string | null };
type StoredHitEntry = {
  reference: string;
  name: string;
  names: string[];
  birthDates: string[];
  details: Record<string, string>;
};

const ms = (value: bigint | null): number | null => (value === null ? null : Number(value));

export const hitView = (row: HitRow): ScreeningHit => {
  const entry = JSON.parse(row.entry) as StoredHitEntry;
  return {
    id: row.id,
    subject_kind: row.subject_kind,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    subject_birth_date: row.subject_birth_date,
    subject_hin: row.hin,
    list_kind: row.list_kind,
    entry: {
      reference: entry.reference,
      name: entry.name,
      names: entry.names,
      birth_dates: entry.birthDates,
      details: entry.details,
    },
    score: (Number(row.score_basis_points) / BASIS_POINTS).toFixed(2),
    status: row.status,
    locked_account: Number(row.locked_account) === 1,
    created_at: Number(row.created_at_ms),
    decided_at: ms(row.decided_at_ms),
    decision_note: row.decision_note,
  };
};

/** Hits with the HIN of the client they name (an applicant has none yet). */
const hitsWithHin = (db: Db) =>
  db
    .selectFrom('screening_hits')
    .leftJoin('accounts', (join) =>
      join
        .onRef('accounts.id', '=', 'screening_hits.subject_id')
        .on('screening_hits.subject_kind', '=', 'account'),
    )
    .selectAll('screening_hits')
    .select('accounts.hin');

/** The desk's page: hits waiting (oldest first), or every one (newest first). */
export const hitsPage = async (
  db: Db,
  filter: { status: 'pending' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: ScreeningHit[] }> => {
  const pendingOnly = filter.status === 'pending';
  let counted = db.selectFrom('screening_hits');
  if (pendingOnly) counted = counted.where('status', '=', 'pending');
  const total = await counted
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
    .executeTakeFirstOrThrow();
  let rows = hitsWithHin(db);
  if (pendingOnly) rows = rows.where('screening_hits.status', '=', 'pending');
  const direction = pendingOnly ? 'asc' : 'desc';
  const page = await rows
    .orderBy('screening_hits.created_at_ms', direction)
    .orderBy('screening_hits.id', direction)
    .offset(filter.offset)
    .limit(Math.min(filter.limit, PAGE_MAX))
    .execute();
  return { count: Number(total.n), rows: page.map(hitView) };
};

const hitById = async (db: Db, id: string): Promise<ScreeningHit> =>
  hitView(await hitsWithHin(db).where('screening_hits.id', '=', id).executeTakeFirstOrThrow());

/** Whether the account has a hit besides this one that keeps it locked. */
const otherLockingHit = async (db: Db, hit: ScreeningHitTable): Promise<boolean> =>
  (await db
    .selectFrom('screening_hits')
    .select('id')
    .where('subject_kind', '=', 'account')
    .where('subject_id', '=', hit.subject_id)
    .where('id', '!=', hit.id)
    .where('status', 'in', ['pending', 'confirmed'])
    .executeTakeFirst()) !== undefined;

/**
 * Compliance's decision on a waiting hit, once: `cleared` (a false positive: the applicant may
 * be approved, and a client this hit locked is unlocked unless another hit still holds it) or
 * `confirmed` (the person is the one listed: the account stays locked, the applicant is held).
 */
export const decideHit = async (
  deps: ScreeningDeps,
  id: string,
  decision: { status: 'cleared' | 'confirmed'; note: string; operatorId: string },
): Promise<Result<ScreeningHit>> => {
  const db = deps.database.db;
  const decided = await db
    .updateTable('screening_hits')
    .set({
      status: decision.status,
      decision_note: decision.note.trim(),
      decided_by: decision.operatorId,
      decided_at_ms: BigInt(deps.clock.now()),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (decided === undefined) return fail('ScreeningHitNotFound');
  const unlocks =
    decision.status === 'cleared' &&
    decided.subject_kind === 'account' &&
    Number(decided.locked_account) === 1 &&
    !(await otherLockingHit(db, decided));
  if (unlocks) await unlockAccountAfterScreening(deps, decided.subject_id);
  return ok(await hitById(db, id));
};
