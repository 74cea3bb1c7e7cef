import type { Db } from '../db/database.ts';
import type { BankStatementLineTable, BankStatementTable } from '../db/schema.ts';

/** The statements and their lines as the import writes them and the desk reads them. */

export type LineState = BankStatementLineTable['state'];
export type StoredLine = BankStatementLineTable & {
  hin: string | null;
  fullname: string | null;
};

/** Writes a statement and all its lines at once: an import is stored whole or not at all. */
export const insertStatement = async (
  db: Db,
  statement: BankStatementTable,
  lines: readonly BankStatementLineTable[],
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('bank_statements').values(statement).execute();
    if (lines.length > 0)
      await trx
        .insertInto('bank_statement_lines')
        .values([...lines])
        .execute();
  });
};

/** Which of these references an earlier import holds in a line still waiting or dismissed. */
export const referencesHeldOpen = async (
  db: Db,
  references: readonly string[],
): Promise<Set<string>> => {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectFrom('bank_statement_lines')
    .select('reference')
    .where('reference', 'in', [...references])
    .where('state', 'in', ['unmatched', 'dismissed', 'awaiting_approval'])
    .execute();
  return new Set(rows.map((row) => row.reference));
};

const linesWithHolder = (db: Db) =>
  db
    .selectFrom('bank_statement_lines')
    .leftJoin('accounts', 'accounts.id', 'bank_statement_lines.account_id')
    .selectAll('bank_statement_lines')
    .select(['accounts.hin as hin', 'accounts.fullname as fullname']);

export const linesOfStatement = async (db: Db, statementId: string): Promise<StoredLine[]> =>
  linesWithHolder(db).where('statement_id', '=', statementId).orderBy('line_number').execute();

export const lineById = async (db: Db, id: string): Promise<StoredLine | undefined> =>
  linesWithHolder(db).where('bank_statement_lines.id', '=', id).executeTakeFirst();

/** The desk's page: credit lines waiting for a person, or every credit line, newest first. */
export const linesPage = async (
  db: Db,
  filter: { state: 'unmatched' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: StoredLine[] }> => {
  const states: LineState[] =
    filter.state === 'unmatched'
      ? ['unmatched']
      : ['credited', 'awaiting_approval', 'already_credited', 'unmatched', 'repeated', 'dismissed'];
  const count = await db
    .selectFrom('bank_statement_lines')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('state', 'in', states)
    .executeTakeFirstOrThrow();
  const rows = await linesWithHolder(db)
    .where('state', 'in', states)
    .orderBy('bank_statement_lines.created_at_ms', 'desc')
    .orderBy('line_number')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { count: Number(count.count), rows };
};

/**
 * Settles a waiting line by hand (credited to an account, or dismissed), only if it still
 * waits; false when another operator settled it first.
 */
export const settleLine = async (
  db: Db,
  id: string,
  change: Pick<BankStatementLineTable, 'state' | 'account_id' | 'dismiss_reason' | 'settled_by'> & {
    settled_at_ms: bigint;
  },
): Promise<boolean> => {
  const result = await db
    .updateTable('bank_statement_lines')
    .set(change)
    .where('id', '=', id)
    .where('state', '=', 'unmatched')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The closing balance of the last statement that reaches `date`, uploaded last. */
export const bankBalanceOn = async (
  db: Db,
  date: string,
): Promise<{ statementId: string; closingBalanceSen: bigint } | null> => {
  const row = await db
    .selectFrom('bank_statements')
    .select(['id', 'closing_balance_sen'])
    .where('first_date', '<=', date)
    .where('last_date', '=', date)
    .where('closing_balance_sen', 'is not', null)
    .orderBy('uploaded_at_ms', 'desc')
    .executeTakeFirst();
  if (row?.closing_balance_sen === null || row === undefined) return null;
  return { statementId: row.id, closingBalanceSen: BigInt(row.closing_balance_sen) };
};

/**
 * The closing balance of the last statement that ends before `date`: the opening balance of a
 * statement whose file writes none (the RPED format without a balance column).
 */
export const closingBalanceBefore = async (db: Db, date: string): Promise<bigint | null> => {
  const row = await db
    .selectFrom('bank_statements')
    .select('closing_balance_sen')
    .where('last_date', '<', date)
    .where('closing_balance_sen', 'is not', null)
    .orderBy('last_date', 'desc')
    .orderBy('uploaded_at_ms', 'desc')
    .executeTakeFirst();
  return row?.closing_balance_sen === undefined || row.closing_balance_sen === null
    ? null
    : BigInt(row.closing_balance_sen);
};
