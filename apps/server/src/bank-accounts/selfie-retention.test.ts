/**
 * Proves the selfie sweep on SQLite and PostgreSQL: the photo of an add request that ran out
 * of time is removed and forgotten, a refused account's photo only after the retention, and an
 * accepted account's photo and a live request's photo stay.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_START_MS, databaseKinds } from '../test-support/harness.ts';
import { REFUSED_PHOTO_RETENTION_MS, sweepUnusedSelfies } from './selfie-retention.ts';
import { storeSelfie } from './selfie-storage.ts';
import { type BankTest, CLIENT, createBankTest } from './test-kit.ts';

const HOUR_MS = 3_600_000;

describe.each(databaseKinds())('the selfie sweep on %s', (kind) => {
  let t: BankTest;
  let accountId: string;
  const exists = (name: string) =>
    access(join(t.uploadDir, 'selfies', name)).then(
      () => true,
      () => false,
    );
  const photo = () => storeSelfie(t.uploadDir, Buffer.from('a cleaned selfie'));

  const request = async (key: string, expiresAtMs: number, step: 'otp_email' | 'done') => {
    const selfie = await photo();
    await t.database.db
      .insertInto('bank_account_requests')
      .values({
        request_key: key,
        account_id: accountId,
        bank_code: '002',
        bank_name: 'BRI',
        account_no: '1400000001',
        account_name: 'CITRA LESTARI',
        step,
        validation_string_hash: null,
        identity_attempts: 0n,
        selfie_file: selfie,
        created_at_ms: BigInt(expiresAtMs - 24 * HOUR_MS),
        expires_at_ms: BigInt(expiresAtMs),
      })
      .execute();
    return selfie;
  };

  const account = async (id: string, status: 'ACCEPTED' | 'REJECTED', reviewedAtMs: number) => {
    const selfie = await photo();
    await t.database.db
      .insertInto('bank_accounts')
      .values({
        id,
        account_id: accountId,
        bank_code: '002',
        bank_name: 'BRI',
        account_no: `14000000${id.length}${id.slice(-1)}`,
        account_name: 'CITRA LESTARI',
        status,
        selfie_file: selfie,
        request_key: `key-${id}`,
        reject_reason: status === 'REJECTED' ? 'Foto tidak jelas' : null,
        created_at_ms: BigInt(reviewedAtMs - HOUR_MS),
        reviewed_at_ms: BigInt(reviewedAtMs),
        deleted_at_ms: null,
      })
      .execute();
    return selfie;
  };

  beforeAll(async () => {
    t = await createBankTest(kind);
    const row = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', CLIENT.email)
      .executeTakeFirstOrThrow();
    accountId = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes only the photos nobody needs any more', async () => {
    const now = TEST_START_MS;
    const expired = await request('expired', now - HOUR_MS, 'otp_email');
    const live = await request('live', now + HOUR_MS, 'otp_email');
    const finished = await request('finished', now - HOUR_MS, 'done');
    const refusedLongAgo = await account('b-old', 'REJECTED', now - REFUSED_PHOTO_RETENTION_MS - 1);
    const refusedLately = await account('b-new', 'REJECTED', now - HOUR_MS);
    const accepted = await account('b-ok', 'ACCEPTED', now - REFUSED_PHOTO_RETENTION_MS - 1);

    expect(await sweepUnusedSelfies(t.database.db, t.uploadDir, now)).toBe(2);

    expect(await exists(expired)).toBe(false);
    expect(await exists(refusedLongAgo)).toBe(false);
    for (const kept of [live, finished, refusedLately, accepted])
      expect(await exists(kept)).toBe(true);
    const forgotten = await t.database.db
      .selectFrom('bank_account_requests')
      .select('selfie_file')
      .where('request_key', '=', 'expired')
      .executeTakeFirstOrThrow();
    expect(forgotten.selfie_file).toBeNull();
    expect(await sweepUnusedSelfies(t.database.db, t.uploadDir, now)).toBe(0);
  });
});
