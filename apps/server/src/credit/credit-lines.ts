import { type CreditFigures, IDR_ASSET, creditFigures, holdingView } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { balancesOfOwner, pickBalance } from '../ledger/index.ts';

/** The account's credit limit as the exchange last committed it; none is 0. */
export const creditLimitOf = async (db: Db, accountId: string): Promise<bigint> => {
  const line = await db
    .selectFrom('credit_lines')
    .select('limit_sen')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return line === undefined ? 0n : BigInt(line.limit_sen);
};

/** The credit card of an account: its limit, what is still available and what it owes. */
export const creditFiguresOf = async (db: Db, accountId: string): Promise<CreditFigures> => {
  const [balances, limitSen] = await Promise.all([
    balancesOfOwner(db, accountId),
    creditLimitOf(db, accountId),
  ]);
  const cash = holdingView(
    pickBalance(balances, 'cash', IDR_ASSET),
    pickBalance(balances, 'reserved_cash', IDR_ASSET),
  );
  return creditFigures(cash.total, cash.reserved, limitSen);
};
