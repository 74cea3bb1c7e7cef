import {
  ACCOUNT_STATEMENT_ENTRIES_MAX,
  type AccountStatementAmounts,
  type AccountStatementEntry,
  type AccountStatementTrade,
  type Posting,
} from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';

/**
 * What an account statement reads: the holder, its balances before and at the end of the
 * period, and the period's ledger entries that touched any account it owns, each with all its
 * postings and, for a trade, the trade's record. Only committed rows, so a statement never
 * shows a movement the exchange could still roll back.
 */

export type StatementHolder = {
  readonly id: string;
  readonly fullname: string;
  readonly hin: string | null;
  readonly brokerId: string;
  readonly address: string | null;
};

/** Trades read per query: well within both databases' limits on bound values. */
const TRADES_PER_QUERY = 500;

/** The account with its address from its profile, parts it holds joined by commas. */
export const statementHolder = async (db: Db, accountId: string): Promise<StatementHolder> => {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('account_profiles as p', 'p.account_id', 'a.id')
    .select(['a.id', 'a.fullname', 'a.hin', 'a.broker_id'])
    .select(['p.street', 'p.city', 'p.province', 'p.postcode', 'p.country'])
    .where('a.id', '=', accountId)
    .executeTakeFirstOrThrow();
  const parts = [row.street, row.city, row.province, row.postcode, row.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return {
    id: row.id,
    fullname: row.fullname,
    hin: row.hin,
    brokerId: row.broker_id,
    address: parts.length === 0 ? null : parts.join(', '),
  };
};

/** The ids of every ledger account the holder owns (cash, gold, their holds). */
export const ownedLedgerAccounts = async (db: Db, holderId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_account_id', '=', holderId)
      .execute()
  ).map((row) => row.id);

/** The sum of the accounts' postings per asset, of entries made before `untilMs`. */
export const balancesBefore = async (
  db: Db,
  ledgerAccountIds: readonly string[],
  untilMs: number,
): Promise<AccountStatementAmounts> => {
  if (ledgerAccountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .select(['postings.asset', sql<string | bigint>`sum(postings.amount)`.as('total')])
    .where('postings.ledger_account_id', 'in', ledgerAccountIds)
    .where('ledger_entries.created_at_ms', '<', BigInt(untilMs))
    .groupBy('postings.asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, BigInt(row.total)]));
};

type Period = { readonly fromMs: number; readonly untilMs: number };

/** The ids of the period's entries that touched the accounts. */
const touchedEntries = (db: Db, ledgerAccountIds: readonly string[], period: Period) =>
  db
    .selectFrom('postings')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
    .select('postings.entry_id')
    .where('postings.ledger_account_id', 'in', ledgerAccountIds)
    .where('ledger_entries.created_at_ms', '>=', BigInt(period.fromMs))
    .where('ledger_entries.created_at_ms', '<', BigInt(period.untilMs));

const tradesOf = async (db: Db, ids: readonly string[]) => {
  const trades = new Map<string, AccountStatementTrade>();
  for (let at = 0; at < ids.length; at += TRADES_PER_QUERY) {
    const rows = await db
      .selectFrom('trades')
      .selectAll()
      .where('id', 'in', ids.slice(at, at + TRADES_PER_QUERY))
      .execute();
    for (const row of rows) {
      trades.set(row.id, {
        contractId: Number(row.contract_id),
        quantityMg: row.quantity_mg,
        valueSen: row.value_sen,
        buyerAccountId: row.buyer_account_id,
        sellerAccountId: row.seller_account_id,
        buyerFeeSen: row.buyer_fee_sen,
        buyerTaxSen: row.buyer_tax_sen,
        sellerFeeSen: row.seller_fee_sen,
        sellerTaxSen: row.seller_tax_sen,
        sellerStorageFeeSen: row.seller_storage_fee_sen,
        cashbackSen: row.cashback_sen,
      });
    }
  }
  return trades;
};

/**
 * The period's entries in ledger order, each with every posting; a period with more entries
 * than a statement lists is refused before any is read (AccountStatementTooManyMovements).
 */
export const statementEntries = async (
  db: Db,
  ledgerAccountIds: readonly string[],
  period: Period,
): Promise<AccountStatementEntry[]> => {
  if (ledgerAccountIds.length === 0) return [];
  const counted = await db
    .selectFrom(touchedEntries(db, ledgerAccountIds, period).distinct().as('touched'))
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(counted.n) > ACCOUNT_STATEMENT_ENTRIES_MAX) {
    throw new AppError('AccountStatementTooManyMovements', { max: ACCOUNT_STATEMENT_ENTRIES_MAX });
  }
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('postings', 'postings.entry_id', 'ledger_entries.id')
    .select([
      'ledger_entries.id',
      'ledger_entries.kind',
      'ledger_entries.reference',
      'ledger_entries.created_at_ms',
      'postings.ledger_account_id',
      'postings.asset',
      'postings.amount',
    ])
    .where('ledger_entries.id', 'in', touchedEntries(db, ledgerAccountIds, period))
    .orderBy('ledger_entries.created_at_ms')
    .orderBy('ledger_entries.id')
    .orderBy('postings.id')
    .execute();
  const entries = new Map<string, AccountStatementEntry & { postings: Posting[] }>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? {
      id: row.id,
      kind: row.kind,
      reference: row.reference,
      atMs: Number(row.created_at_ms),
      postings: [],
    };
    entry.postings.push({
      ledgerAccountId: row.ledger_account_id,
      asset: row.asset,
      amount: row.amount,
    });
    entries.set(row.id, entry);
  }
  const tradeIds = [...entries.values()]
    .filter((entry) => entry.kind === 'trade')
    .map((entry) => entry.reference);
  const trades = await tradesOf(db, tradeIds);
  return [...entries.values()].map((entry) =>
    entry.kind === 'trade' ? { ...entry, trade: trades.get(entry.reference) } : entry,
  );
};
