import { createHash } from 'node:crypto';
import type { RegistrationProgress } from '@emas/domain';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RegistrationApplicationTable } from '../db/schema.ts';

/** One application row, as stored. */
export type Application = Selectable<RegistrationApplicationTable>;

/** The token is a bearer secret: only its hash is stored, so a leaked table opens nothing. */
export const registrationTokenHash = (token: string): string =>
  createHash('sha256').update(`registration\u0000${token}`).digest('hex');

export const progressOf = (application: Application): RegistrationProgress => ({
  emailVerified: application.email_verified_at_ms !== null,
  phoneVerified: application.phone_verified_at_ms !== null,
  detailsGiven: application.id_no !== null,
  profileGiven: application.risk_profile !== null,
  photosGiven: application.ktp_photo !== null && application.selfie_photo !== null,
});

/** The live application a token names: not expired unless already submitted or decided. */
export const applicationOfToken = async (
  db: Db,
  token: string,
  nowMs: number,
): Promise<Application | null> => {
  const row = await db
    .selectFrom('registration_applications')
    .selectAll()
    .where('token_hash', '=', registrationTokenHash(token))
    .executeTakeFirst();
  if (row === undefined || row.status === 'abandoned') return null;
  if (row.status === 'otp_pending' && Number(row.expires_at_ms) <= nowMs) return null;
  return row;
};

export const applicationById = async (db: Db, id: string): Promise<Application | null> =>
  (await db
    .selectFrom('registration_applications')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) ?? null;

export const insertApplication = async (
  db: Db,
  row: Insertable<RegistrationApplicationTable>,
): Promise<void> => {
  await db.insertInto('registration_applications').values(row).execute();
};

export const updateApplication = async (
  db: Db,
  id: string,
  changes: Updateable<RegistrationApplicationTable>,
): Promise<void> => {
  await db.updateTable('registration_applications').set(changes).where('id', '=', id).execute();
};

/** Whether an account already uses the e-mail or the phone number. */
export const accountUsing = async (
  db: Db,
  column: 'email' | 'phone_number',
  value: string,
): Promise<boolean> =>
  (await db.selectFrom('accounts').select('id').where(column, '=', value).executeTakeFirst()) !==
  undefined;

/**
 * Live applications with the e-mail or phone number (submitted or sent back for a correction,
 * or still open). The caller
 * decides which of them block a new start and which it abandons.
 */
export const liveApplicationsUsing = async (
  db: Db,
  column: 'email' | 'phone_number',
  value: string,
  nowMs: number,
): Promise<Application[]> =>
  db
    .selectFrom('registration_applications')
    .selectAll()
    .where(column, '=', value)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['submitted', 'correction_requested']),
        eb.and([eb('status', '=', 'otp_pending'), eb('expires_at_ms', '>', BigInt(nowMs))]),
      ]),
    )
    .execute();

/** Applications started since `sinceMs` from an address, or with an e-mail. */
export const startsSince = async (
  db: Db,
  column: 'ip' | 'email',
  value: string,
  sinceMs: number,
): Promise<{ count: number; oldestAtMs: number | null }> => {
  const row = await db
    .selectFrom('registration_applications')
    .select((eb) => [eb.fn.countAll<bigint>().as('n'), eb.fn.min('created_at_ms').as('oldest')])
    .where(column, '=', value)
    .where('created_at_ms', '>', BigInt(sinceMs))
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.n),
    oldestAtMs: row.oldest === null ? null : Number(row.oldest),
  };
};
