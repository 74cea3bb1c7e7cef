import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ScreeningSubject,
  birthDateText,
  isScreeningHit,
  prepareSubject,
  screeningScore,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ScreeningHitTable } from '../db/schema.ts';
import { SCREENING_LOCK_PREFIX, lockAccountForScreening } from './account-lock.ts';
import type { ScreeningDeps } from './deps.ts';
import { type StoredEntry, storedEntries } from './list-repository.ts';

/*
 * Screening people against every list: an applicant at submission (and again before
 * approval), every applicant and client after each import and once a day. A new hit waits for
 * compliance; one on a client locks the account at once. One hit per person and entry: a
 * person already decided on an entry is not raised again for it.
 */

const BASIS_POINTS = 10_000;

export type Screened = ScreeningSubject & {
  readonly kind: ScreeningHitTable['subject_kind'];
  readonly id: string;
  /** A client's registration application, whose hits compliance cleared before approval. */
  readonly applicationId?: string | null;
};

type Match = { entry: StoredEntry; scoreBasisPoints: number };

/** The entries the person matches, at or above the threshold. */
export const matchesOf = (
  person: Screened,
  entries: readonly StoredEntry[],
  threshold: number,
): Match[] => {
  const subject = prepareSubject(person);
  if (subject.tokens.length === 0) return [];
  return entries.flatMap((entry) => {
    const score = screeningScore(subject, entry.prepared);
    if (!isScreeningHit(score, threshold)) return [];
    return [{ entry, scoreBasisPoints: Math.round(score.score * BASIS_POINTS) }];
  });
};

/** Records a hit unless the person already has one for the entry; answers whether it is new. */
const recordHit = async (db: Db, person: Screened, match: Match, nowMs: number) => {
  const { entry } = match;
  const inserted = await db
    .insertInto('screening_hits')
    .values({
      id: randomUUID(),
      subject_kind: person.kind,
      subject_id: person.id,
      subject_name: person.name,
      subject_birth_date: person.birthDate,
      list_kind: entry.listKind,
      entry_reference: entry.entry.reference,
      entry: JSON.stringify({
        ...entry.entry,
        birthDates: entry.entry.birthDates.map(birthDateText),
      }),
      score_basis_points: BigInt(match.scoreBasisPoints),
      status: 'pending',
      locked_account: 0n,
      created_at_ms: BigInt(nowMs),
      decided_by: null,
      decision_note: null,
      decided_at_ms: null,
    })
    .onConflict((conflict) =>
      conflict.columns(['subject_kind', 'subject_id', 'list_kind', 'entry_reference']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
};

/** A client's new hit locks the account; the hit remembers it did, so clearing it unlocks. */
const lockForHit = async (deps: ScreeningDeps, person: Screened, hitId: string, match: Match) => {
  const reason = `${match.entry.listKind.toUpperCase()} ${match.entry.entry.reference}`;
  const account = await deps.database.db
    .selectFrom('accounts')
    .select('lock_reason')
    .where('id', '=', person.id)
    .executeTakeFirst();
  const lockedByScreening =
    (await lockAccountForScreening(deps, person.id, reason)) ||
    (account?.lock_reason ?? '').startsWith(SCREENING_LOCK_PREFIX);
  if (!lockedByScreening) return;
  await deps.database.db
    .updateTable('screening_hits')
    .set({ locked_account: 1n })
    .where('id', '=', hitId)
    .execute();
};

/** Whether compliance cleared this entry for the client when it was an applicant. */
const clearedAsApplicant = async (db: Db, person: Screened, match: Match): Promise<boolean> => {
  if (person.applicationId == null) return false;
  const cleared = await db
    .selectFrom('screening_hits')
    .select('id')
    .where('subject_kind', '=', 'applicant')
    .where('subject_id', '=', person.applicationId)
    .where('list_kind', '=', match.entry.listKind)
    .where('entry_reference', '=', match.entry.entry.reference)
    .where('status', '=', 'cleared')
    .executeTakeFirst();
  return cleared !== undefined;
};

/** Screens the people against the entries given; answers how many new hits it raised. */
export const screenPeople = async (
  deps: ScreeningDeps,
  people: readonly Screened[],
  entries: readonly StoredEntry[],
): Promise<number> => {
  let raised = 0;
  for (const person of people) {
    // About 20 ms a person against a thousand entries: the server answers others in between.
    await nextTurn();
    for (const match of matchesOf(person, entries, deps.config.screeningMatchThreshold)) {
      if (await clearedAsApplicant(deps.database.db, person, match)) continue;
      const hitId = await recordHit(deps.database.db, person, match, deps.clock.now());
      if (hitId === null) continue;
      raised += 1;
      if (person.kind === 'account') await lockForHit(deps, person, hitId, match);
    }
  }
  return raised;
};

const applicantsOf = (db: Db) =>
  db.selectFrom('registration_applications').select(['id', 'fullname', 'date_of_birth']);

const asApplicant = (row: {
  id: string;
  fullname: string | null;
  date_of_birth: string | null;
}): Screened => ({
  kind: 'applicant',
  id: row.id,
  name: row.fullname ?? '',
  birthDate: row.date_of_birth,
});

/** Everyone screening watches: applicants waiting for a decision, and every client. */
export const everyoneScreened = async (db: Db): Promise<Screened[]> => {
  const applicants = await applicantsOf(db).where('status', '=', 'submitted').execute();
  const clients = await db
    .selectFrom('accounts')
    .leftJoin('registration_applications', 'registration_applications.account_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.fullname',
      'registration_applications.date_of_birth',
      'registration_applications.id as application_id',
    ])
    .where('accounts.level', '=', 'client')
    .execute();
  return [
    ...applicants.map(asApplicant),
    ...clients.map((row) => ({
      kind: 'account' as const,
      id: row.id,
      name: row.fullname,
      birthDate: row.date_of_birth ?? null,
      applicationId: row.application_id,
    })),
  ];
};

/** Screens every applicant and client against every list (after an import, and daily). */
export const screenEveryone = async (deps: ScreeningDeps): Promise<number> => {
  const db = deps.database.db;
  return screenPeople(deps, await everyoneScreened(db), await storedEntries(db));
};

/** Screens one applicant (at submission, and again before approval). */
export const screenApplicant = async (deps: ScreeningDeps, applicationId: string) => {
  const db = deps.database.db;
  const applicant = await applicantsOf(db).where('id', '=', applicationId).executeTakeFirst();
  if (applicant === undefined) return 0;
  return screenPeople(deps, [asApplicant(applicant)], await storedEntries(db));
};

/**
 * Why an applicant may not be approved yet: a hit waiting for compliance, or one confirmed;
 * null when every hit was cleared as a false positive (or there is none).
 */
export const applicantScreeningHold = async (
  db: Db,
  applicationId: string,
): Promise<'ScreeningHitPending' | 'ScreeningHitConfirmed' | null> => {
  const open = await db
    .selectFrom('screening_hits')
    .select('status')
    .where('subject_kind', '=', 'applicant')
    .where('subject_id', '=', applicationId)
    .where('status', '!=', 'cleared')
    .execute();
  if (open.some((hit) => hit.status === 'confirmed')) return 'ScreeningHitConfirmed';
  return open.length > 0 ? 'ScreeningHitPending' : null;
};
