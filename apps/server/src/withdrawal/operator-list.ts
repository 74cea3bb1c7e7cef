import type { OperatorWithdrawal } from '@emas/api';
import type { Db } from '../db/database.ts';
import { operatorRowOf } from './views.ts';

/** The console's page size is its own; this caps what one call may ask for. */
const OPERATOR_PAGE_MAX = 100;

/**
 * The withdrawals an operator works through, oldest first among those processing (the queue),
 * newest first among all; rows still taking their hold are never shown.
 */
export const withdrawalsForOperator = async (
  db: Db,
  filter: { state: 'processing' | 'all'; offset: number; limit: number },
): Promise<{ count: number; rows: OperatorWithdrawal[] }> => {
  const limit = Math.max(0, Math.min(filter.limit, OPERATOR_PAGE_MAX));
  const offset = Math.max(0, filter.offset);
  let base = db
    .selectFrom('withdrawals')
    .innerJoin('accounts', 'accounts.id', 'withdrawals.account_id')
    .where('withdrawals.state', '!=', 'holding');
  if (filter.state === 'processing') base = base.where('withdrawals.state', '=', 'processing');
  const counted = await base
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('count'))
    .executeTakeFirst();
  const direction = filter.state === 'processing' ? 'asc' : 'desc';
  const rows = await base
    .selectAll('withdrawals')
    .select(['accounts.hin', 'accounts.fullname'])
    .orderBy('withdrawals.created_at_ms', direction)
    .orderBy('withdrawals.id', direction)
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    count: Number(counted?.count ?? 0),
    rows: rows.map((row) => operatorRowOf(row, { hin: row.hin, fullname: row.fullname })),
  };
};
