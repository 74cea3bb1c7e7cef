import type { TransactionsQuery } from '@emas/api';
import { jakartaRangeMs } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import { type ReportFamily, reportScope } from './scope.ts';
import type { TransactionFilter } from './transaction-repository.ts';

type FilterQuery = Omit<TransactionsQuery, 'offset' | 'limit'>;

/**
 * The transactions filter of a call, whichever spelling its level uses (`contractId[]` or
 * `contract_id[]`, `dateStart` or `date_start`, `type` or `order_type`). Every trade is settled
 * when it is made, so asking for those still On Process finds none.
 */
export const transactionFilterOf = async (
  db: Db,
  caller: AuthenticatedAccount,
  family: ReportFamily,
  query: FilterQuery,
  userId: string | undefined,
): Promise<TransactionFilter | null> => {
  const scope = await reportScope(db, caller, family, {
    userId,
    hin: query.hin,
    accountId: query.accountId,
  });
  const range = jakartaRangeMs({
    dateStart: query.dateStart ?? query.date_start,
    dateEnd: query.dateEnd ?? query.date_end,
  });
  if (range === null) throw new AppError('BadRequest');
  if (query.status === 'on_process') return null;
  return {
    scope,
    contractIds: query['contractId[]'] ?? query['contract_id[]'],
    fromMs: range.fromMs,
    untilMs: range.untilMs,
    orderType: query.type ?? query.order_type,
  };
};
