import type { BrokerBalance } from '@emas/api';
import { type AccountLevel, IDR_ASSET, toDecimalString } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { descendantsOf } from '../reports/index.ts';
import { senToUsdCents } from './balance-view.ts';

/** Levels whose balance call also answers the cash of everyone below them (spec 002 §3). */
const BROKER_LEVELS: ReadonlySet<AccountLevel> = new Set(['ib', 'fm', 'ccp']);

/**
 * A broker's balance: the cash of every account below it (every account for the ccp), free
 * and held for open orders, in rupiah, and the total in dollars at `rateIdrPerUsd`. Null for
 * a level that has no one below it.
 */
export const brokerBalanceOf = async (
  db: Db,
  account: { id: string; level: AccountLevel },
  rateIdrPerUsd: bigint,
): Promise<BrokerBalance | null> => {
  if (!BROKER_LEVELS.has(account.level)) return null;
  let query = db
    .selectFrom('ledger_accounts')
    .select(['kind', (eb) => eb.fn.sum<string | number | bigint | null>('balance').as('sum')])
    .where('asset', '=', IDR_ASSET)
    .where('kind', 'in', ['cash', 'reserved_cash'])
    .where('owner_account_id', 'is not', null)
    .groupBy('kind');
  if (account.level !== 'ccp') {
    const below = await descendantsOf(db, account.id);
    query = query.where('owner_account_id', 'in', below.length > 0 ? below : ['']);
  }
  const sums = new Map((await query.execute()).map((row) => [row.kind, BigInt(row.sum ?? 0)]));
  const free = sums.get('cash') ?? 0n;
  const reserved = sums.get('reserved_cash') ?? 0n;
  const idr = (sen: bigint) => toDecimalString(sen, 2);
  return {
    tot_bal_idr: idr(free + reserved),
    tot_bal_usd: toDecimalString(senToUsdCents(free + reserved, rateIdrPerUsd), 2),
    tot_avail_bal: idr(free),
    tot_reserved_bal: idr(reserved),
  };
};
