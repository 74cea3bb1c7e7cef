import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccountTable } from '../db/schema.ts';

/*
 * The reads and writes of accounts and credentials that sign-in and recovery need. The accounts
 * feature owns account information; this is only who someone is and their password hash.
 */

export type Account = Selectable<AccountTable>;
export type IdentifierField = 'email' | 'phone_number' | 'username';
export type IdentifierValue = { field: IdentifierField; value: string };

/** E-mail addresses compare case-insensitively; they are stored lowercased. */
export const normalizeIdentifier = ({ field, value }: IdentifierValue): IdentifierValue => ({
  field,
  value: field === 'email' ? value.trim().toLowerCase() : value.trim(),
});

export const findAccountBy = async (
  db: Db,
  identifier: IdentifierValue,
): Promise<Account | null> => {
  const { field, value } = normalizeIdentifier(identifier);
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where(field, '=', value)
    .executeTakeFirst();
  return row ?? null;
};

/**
 * An application, not yet decided, with this e-mail or phone number: someone with no account
 * yet who waits for approval, or for their own correction of what compliance sent back.
 */
const undecidedApplicationStatus = async (db: Db, identifier: IdentifierValue) => {
  const { field, value } = normalizeIdentifier(identifier);
  if (field === 'username') return null;
  const row = await db
    .selectFrom('registration_applications')
    .select('status')
    .where(field, '=', value)
    .where('status', 'in', ['submitted', 'correction_requested'])
    .executeTakeFirst();
  return row?.status ?? null;
};

/** An unknown identifier's refusal: waiting for approval or a correction, or no account at all. */
export const notFoundCode = async (
  db: Db,
  identifier: IdentifierValue,
): Promise<
  'RegistrationAwaitingApproval' | 'RegistrationCorrectionRequested' | 'AccountNotFound'
> => {
  const status = await undecidedApplicationStatus(db, identifier);
  if (status === 'correction_requested') return 'RegistrationCorrectionRequested';
  return status === 'submitted' ? 'RegistrationAwaitingApproval' : 'AccountNotFound';
};

export const passwordHashOf = async (db: Db, accountId: string): Promise<string | null> => {
  const row = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
};

export const updatePasswordHash = async (
  db: Db,
  accountId: string,
  passwordHash: string,
  nowMs: number,
): Promise<void> => {
  await db
    .updateTable('credentials')
    .set({ password_hash: passwordHash, updated_at_ms: BigInt(nowMs) })
    .where('account_id', '=', accountId)
    .execute();
};

export const findAccountById = async (db: Db, accountId: string): Promise<Account | null> =>
  (await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()) ??
  null;
