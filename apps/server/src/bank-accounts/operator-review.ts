import type { OperatorBankAccount } from '@emas/api';
import { type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { BankAccountDeps } from './deps.ts';
import { SELFIE_CONTENT_TYPE, readSelfie } from './selfie-storage.ts';

/*
 * The operator console's part of bank accounts: the accounts waiting for verification (or all),
 * approving one (ACCEPTED, shown 'Terverifikasi'), rejecting one with its reason (it leaves the
 * holder's list and no longer counts against the limit), and the selfie to compare.
 */

const PAGE_SIZE_MAX = 100;

const operatorRows = (db: Db) =>
  db
    .selectFrom('bank_accounts')
    .innerJoin('accounts', 'accounts.id', 'bank_accounts.account_id')
    .select([
      'bank_accounts.id',
      'accounts.hin',
      'accounts.fullname',
      'bank_accounts.bank_code',
      'bank_accounts.bank_name',
      'bank_accounts.account_no',
      'bank_accounts.account_name',
      'bank_accounts.status',
      'bank_accounts.created_at_ms',
      'bank_accounts.reviewed_at_ms',
      'bank_accounts.reject_reason',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof operatorRows>['executeTakeFirstOrThrow']>>;

const asOperatorRow = (row: Row): OperatorBankAccount => ({
  id: row.id,
  hin: row.hin,
  fullname: row.fullname,
  bank_code: row.bank_code,
  bank_name: row.bank_name,
  account_no: row.account_no,
  account_name: row.account_name,
  status: row.status,
  created_at: Number(row.created_at_ms),
  reviewed_at: row.reviewed_at_ms === null ? null : Number(row.reviewed_at_ms),
  reject_reason: row.reject_reason,
});

/** A page of accounts, newest first; `pending` only those waiting for a review. */
export const bankAccountsForOperator = async (
  db: Db,
  filter: { status: 'pending' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: OperatorBankAccount[] }> => {
  const limit = Math.max(1, Math.min(filter.limit, PAGE_SIZE_MAX));
  const offset = Math.max(0, filter.offset);
  const pendingOnly = filter.status === 'pending';
  let counted = db.selectFrom('bank_accounts').select((eb) => eb.fn.countAll<bigint>().as('count'));
  let listed = operatorRows(db);
  if (pendingOnly) {
    counted = counted.where('status', '=', 'PENDING');
    listed = listed.where('bank_accounts.status', '=', 'PENDING');
  }
  const [{ count }, rows] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    listed
      .orderBy('bank_accounts.created_at_ms', 'desc')
      .orderBy('bank_accounts.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { count: Number(count), rows: rows.map(asOperatorRow) };
};

const review = async (
  deps: BankAccountDeps,
  bankAccountId: string,
  changes: { status: 'ACCEPTED' | 'REJECTED'; reject_reason: string | null },
): Promise<Result<OperatorBankAccount>> => {
  const { db } = deps.database;
  const result = await db
    .updateTable('bank_accounts')
    .set({ ...changes, reviewed_at_ms: BigInt(deps.clock.now()) })
    .where('id', '=', bankAccountId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  const row = await operatorRows(db)
    .where('bank_accounts.id', '=', bankAccountId)
    .executeTakeFirst();
  if (row === undefined) return fail('NotFound');
  return result.numUpdatedRows === 1n ? ok(asOperatorRow(row)) : fail('BankAccountNotPending');
};

/** PENDING becomes ACCEPTED; an account reviewed already is BankAccountNotPending. */
export const approveBankAccount = (
  deps: BankAccountDeps,
  bankAccountId: string,
): Promise<Result<OperatorBankAccount>> =>
  review(deps, bankAccountId, { status: 'ACCEPTED', reject_reason: null });

/** PENDING becomes REJECTED with its reason (trimmed, required). */
export const rejectBankAccount = (
  deps: BankAccountDeps,
  bankAccountId: string,
  reason: string,
): Promise<Result<OperatorBankAccount>> => {
  const trimmed = reason.trim();
  if (trimmed === '') return Promise.resolve(fail('ValidationFailed'));
  return review(deps, bankAccountId, { status: 'REJECTED', reject_reason: trimmed });
};

/** The stored selfie of an account (a JPEG without metadata), or null. */
export const selfieOf = async (
  deps: BankAccountDeps,
  bankAccountId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> => {
  const row = await deps.database.db
    .selectFrom('bank_accounts')
    .select('selfie_file')
    .where('id', '=', bankAccountId)
    .executeTakeFirst();
  if (row === undefined) return null;
  const bytes = await readSelfie(deps.config.uploadDir, row.selfie_file);
  return bytes === null ? null : { contentType: SELFIE_CONTENT_TYPE, bytes };
};
