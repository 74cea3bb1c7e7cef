import type { Db } from '../db/database.ts';
import { removeSelfie } from './selfie-storage.ts';

const DAY_MS = 86_400_000;
/** A refused identity photo is kept this long for questions and disputes, then removed. */
export const REFUSED_PHOTO_RETENTION_MS = 30 * DAY_MS;

/**
 * Removes the selfies nobody needs any more: those of add requests that ran out of time without
 * becoming an account (the flow stores the photo before its codes), and those of accounts the
 * operators refused, after REFUSED_PHOTO_RETENTION_MS. The row forgets the file once it is gone;
 * an accepted account keeps its selfie. Answers how many files it removed.
 */
export const sweepUnusedSelfies = async (db: Db, uploadDir: string, nowMs: number) => {
  const abandoned = await db
    .selectFrom('bank_account_requests')
    .select(['request_key', 'selfie_file'])
    .where('step', '!=', 'done')
    .where('expires_at_ms', '<', BigInt(nowMs))
    .where('selfie_file', 'is not', null)
    .execute();
  for (const request of abandoned) {
    await removeSelfie(uploadDir, request.selfie_file as string);
    await db
      .updateTable('bank_account_requests')
      .set({ selfie_file: null })
      .where('request_key', '=', request.request_key)
      .execute();
  }
  const refused = await db
    .selectFrom('bank_accounts')
    .select(['id', 'selfie_file'])
    .where('status', '=', 'REJECTED')
    .where('reviewed_at_ms', '<', BigInt(nowMs - REFUSED_PHOTO_RETENTION_MS))
    .where('selfie_file', '!=', '')
    .execute();
  for (const account of refused) {
    await removeSelfie(uploadDir, account.selfie_file);
    await db
      .updateTable('bank_accounts')
      .set({ selfie_file: '' })
      .where('id', '=', account.id)
      .execute();
  }
  return abandoned.length + refused.length;
};
