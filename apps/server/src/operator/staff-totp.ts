import { randomBytes } from 'node:crypto';
import { TOTP_SECRET_BYTES, type Result, acceptedTotpStep, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { OperatorTable } from '../db/schema.ts';
import { matchedTotpStep, totpSecretOf, totpUrlOf } from '../auth/index.ts';

type TotpColumns = Pick<OperatorTable, 'id' | 'totp_secret' | 'totp_last_step'>;

/**
 * Uses a code for this operator: the rule's check, then the step recorded only if no other
 * sign-in used it meanwhile (the conditional update), so a code signs in exactly once.
 */
export const useTotpCode = async (
  db: Db,
  row: TotpColumns,
  code: string,
  nowMs: number,
): Promise<Result<void, 'TotpInvalid'>> => {
  if (row.totp_secret === null) return fail('TotpInvalid');
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  const accepted = acceptedTotpStep(matchedTotpStep(row.totp_secret, code, nowMs), lastStep);
  if (!accepted.ok) return accepted;
  const step = BigInt(accepted.value);
  const used = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? ok(undefined) : fail('TotpInvalid');
};

/**
 * A new secret for an operator setting up two-factor sign-in, kept off until a code confirms
 * it. Once it is on, a session alone cannot replace it (a stolen session would): an admin
 * resets it first.
 */
export const startTotpEnrolment = async (
  db: Db,
  operator: { id: string; email: string },
): Promise<Result<{ secret: string; otpauthUrl: string }, 'TotpAlreadyEnabled'>> => {
  const secret = totpSecretOf(randomBytes(TOTP_SECRET_BYTES));
  const started = await db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_last_step: null })
    .where('id', '=', operator.id)
    .where('totp_enabled_at_ms', 'is', null)
    .executeTakeFirst();
  if (started.numUpdatedRows !== 1n) return fail('TotpAlreadyEnabled');
  return ok({ secret, otpauthUrl: totpUrlOf(secret, operator.email) });
};

/** Turns two-factor sign-in on once a code of the new secret checks out. */
export const confirmTotpEnrolment = async (
  db: Db,
  operatorId: string,
  code: string,
  nowMs: number,
): Promise<Result<void, 'TotpInvalid' | 'TotpNotEnrolling'>> => {
  const row = await db
    .selectFrom('operators')
    .select(['id', 'totp_secret', 'totp_last_step', 'totp_enabled_at_ms'])
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow();
  if (row.totp_secret === null || row.totp_enabled_at_ms !== null) return fail('TotpNotEnrolling');
  const used = await useTotpCode(db, row, code, nowMs);
  if (!used.ok) return used;
  await db
    .updateTable('operators')
    .set({ totp_enabled_at_ms: BigInt(nowMs) })
    .where('id', '=', operatorId)
    .execute();
  return ok(undefined);
};
