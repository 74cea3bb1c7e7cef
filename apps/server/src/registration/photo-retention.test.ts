/**
 * Proves the application-photo sweep on SQLite and PostgreSQL: the photos of an application
 * that ran out of time or was abandoned are removed and forgotten, a rejected one's only after
 * the retention, and an approved or a live application keeps its photos.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { RegistrationState } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_PHOTO_RETENTION_MS, storeSelfie } from '../bank-accounts/index.ts';
import { type BankTest, createBankTest } from '../bank-accounts/test-kit.ts';
import { TEST_START_MS, databaseKinds } from '../test-support/harness.ts';
import { sweepUnusedApplicationPhotos } from './photo-retention.ts';

const HOUR_MS = 3_600_000;
const NOW = TEST_START_MS;

describe.each(databaseKinds())('the application-photo sweep on %s', (kind) => {
  let t: BankTest;
  const exists = (name: string) =>
    access(join(t.uploadDir, 'selfies', name)).then(
      () => true,
      () => false,
    );

  const application = async (
    id: string,
    status: RegistrationState,
    times: { expiresAtMs: number; decidedAtMs?: number },
  ) => {
    const ktp = await storeSelfie(t.uploadDir, Buffer.from(`ktp of ${id}`));
    const selfie = await storeSelfie(t.uploadDir, Buffer.from(`selfie of ${id}`));
    await t.database.db
      .insertInto('registration_applications')
      .values({
        id,
        token_hash: `hash-${id}`,
        broker_id: 'metalgo',
        status,
        email: `${id}@example.co.id`,
        phone_number: `0856${id.length}000${id.charCodeAt(0)}`,
        password_hash: 'argon2',
        email_verified_at_ms: null,
        phone_verified_at_ms: null,
        fullname: null,
        id_no: null,
        mother_name: null,
        date_of_birth: null,
        street: null,
        city: null,
        province: null,
        postcode: null,
        ktp_photo: ktp,
        selfie_photo: selfie,
        agreement_version: null,
        ip: '198.51.100.1',
        created_at_ms: BigInt(times.expiresAtMs - 24 * HOUR_MS),
        expires_at_ms: BigInt(times.expiresAtMs),
        submitted_at_ms: null,
        decided_at_ms: times.decidedAtMs === undefined ? null : BigInt(times.decidedAtMs),
        account_id: null,
        hin: null,
        reject_reason: null,
      })
      .execute();
    return [ktp, selfie];
  };

  beforeAll(async () => {
    t = await createBankTest(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes only the photos nobody needs any more', async () => {
    const gone = [
      ...(await application('expired', 'otp_pending', { expiresAtMs: NOW - HOUR_MS })),
      ...(await application('abandoned', 'abandoned', { expiresAtMs: NOW + HOUR_MS })),
      ...(await application('refused-long-ago', 'rejected', {
        expiresAtMs: NOW,
        decidedAtMs: NOW - REFUSED_PHOTO_RETENTION_MS - 1,
      })),
    ];
    const kept = [
      ...(await application('live', 'otp_pending', { expiresAtMs: NOW + HOUR_MS })),
      ...(await application('submitted', 'submitted', { expiresAtMs: NOW - HOUR_MS })),
      ...(await application('refused-lately', 'rejected', {
        expiresAtMs: NOW,
        decidedAtMs: NOW - HOUR_MS,
      })),
      ...(await application('approved', 'approved', {
        expiresAtMs: NOW,
        decidedAtMs: NOW - REFUSED_PHOTO_RETENTION_MS - 1,
      })),
    ];

    expect(await sweepUnusedApplicationPhotos(t.database.db, t.uploadDir, NOW)).toBe(3);

    for (const name of gone) expect(await exists(name)).toBe(false);
    for (const name of kept) expect(await exists(name)).toBe(true);
    const cleared = await t.database.db
      .selectFrom('registration_applications')
      .select(['ktp_photo', 'selfie_photo'])
      .where('id', '=', 'expired')
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ ktp_photo: null, selfie_photo: null });
    expect(await sweepUnusedApplicationPhotos(t.database.db, t.uploadDir, NOW)).toBe(0);
  });
});
