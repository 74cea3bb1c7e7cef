import { type LedgerEntryKind, type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';

/* What an operator's credit or correction of cash needs to find: the holder, the first posting. */

export type MoneyHolder = { readonly id: string; readonly hin: string; readonly fullname: string };

/** The account a HIN names, if it holds money (clients and the lp); NotFound or RPEDNotFound. */
export const moneyHolderOf = async (db: Db, hin: string): Promise<Result<MoneyHolder>> => {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'hin', 'fullname', 'level'])
    .where('hin', '=', hin.trim().toUpperCase())
    .executeTakeFirst();
  if (account === undefined || account.hin === null) return fail('NotFound');
  if (account.level !== 'client' && account.level !== 'lp') return fail('RPEDNotFound');
  return ok({ id: account.id, hin: account.hin, fullname: account.fullname });
};

/** The account and amount of the holder's posting of the entry `kind` made under `reference`. */
export const holderPostingOf = async (db: Db, kind: LedgerEntryKind, reference: string) =>
  db
    .selectFrom('ledger_entries')
    .innerJoin('postings', 'postings.entry_id', 'ledger_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .select(['ledger_accounts.owner_account_id as accountId', 'postings.amount'])
    .where('ledger_entries.kind', '=', kind)
    .where('ledger_entries.reference', '=', reference)
    .where('ledger_accounts.owner_account_id', 'is not', null)
    .executeTakeFirst();
