import { type StatementLine, depositorNamesOf } from '@emas/domain';
import type { Db } from '../db/database.ts';

/** An account a deposit can be credited to (a client or the lp: only they hold money). */
export type Depositor = { readonly id: string; readonly hin: string; readonly fullname: string };

/**
 * The one account each line names, by HIN or by virtual account (the holder's RPED account
 * number); a line that names none, or two different accounts, matches none and waits for a
 * person. Two queries for the whole statement, whatever its length.
 */
export const depositorsOf = async (
  db: Db,
  lines: readonly StatementLine[],
): Promise<Map<StatementLine, Depositor | null>> => {
  const names = new Map(
    lines.map((line) => [line, depositorNamesOf([line.description, line.reference])]),
  );
  const hins = [...new Set([...names.values()].flatMap((name) => name.hins))];
  const numbers = [...new Set([...names.values()].flatMap((name) => name.accountNumbers))];
  const byHin =
    hins.length === 0
      ? []
      : await db
          .selectFrom('accounts')
          .select(['id', 'hin', 'fullname'])
          .where('hin', 'in', hins)
          .where('level', 'in', ['client', 'lp'])
          .execute();
  const byNumber =
    numbers.length === 0
      ? []
      : await db
          .selectFrom('account_bank_details')
          .innerJoin('accounts', 'accounts.id', 'account_bank_details.account_id')
          .select(['accounts.id', 'accounts.hin', 'accounts.fullname', 'account_number'])
          .where('purpose', '=', 'rped')
          .where('account_number', 'in', numbers)
          .where('accounts.level', 'in', ['client', 'lp'])
          .execute();
  const found = new Map<string, Depositor>();
  for (const row of byHin) if (row.hin !== null) found.set(row.hin, { ...row, hin: row.hin });
  for (const row of byNumber) {
    if (row.hin !== null)
      found.set(row.account_number, { id: row.id, hin: row.hin, fullname: row.fullname });
  }
  return new Map(
    [...names].map(([line, name]) => {
      const named = [...name.hins, ...name.accountNumbers].flatMap((key) => found.get(key) ?? []);
      const accounts = new Map(named.map((account) => [account.id, account]));
      return [line, accounts.size === 1 ? ([...accounts.values()][0] ?? null) : null];
    }),
  );
};
