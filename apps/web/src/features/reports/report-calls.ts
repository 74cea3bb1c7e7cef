import { reportEndpoints as reports } from '@emas/api/reports';
import { orderEndpoints as orders } from '@emas/api/trading';
import type { AccountLevel } from '@emas/domain';

/**
 * Which call of spec 002 section 7 a level's report uses: the client's `/v2/igx/*`, the lp's
 * `/v2/igx/market-maker/*`, the intermediaries' `/v2/rrs/*`.
 */
export const isIntermediary = (level: AccountLevel): boolean =>
  level === 'ib' || level === 'fm' || level === 'ccp';

export const transactionsCall = (level: AccountLevel) =>
  level === 'lp'
    ? reports.marketMakerTransactions
    : isIntermediary(level)
      ? reports.branchTransactions
      : reports.transactions;

export const ordersCall = (level: AccountLevel) =>
  level === 'lp'
    ? reports.marketMakerOrders
    : isIntermediary(level)
      ? reports.branchOrders
      : orders.orders;

export const historyCall = (level: AccountLevel) =>
  level === 'lp'
    ? reports.marketMakerBalanceHistory
    : isIntermediary(level)
      ? reports.branchBalanceHistory
      : reports.balanceHistory;

export const holdingsCall = (level: AccountLevel) =>
  level === 'lp' ? reports.marketMakerHoldings : reports.branchHoldings;

/** The spec names the contract filter `contractId[]` for ib and fm, `contract_id[]` otherwise. */
export const contractQueryOf = (level: AccountLevel, contractIds: readonly number[]) => {
  if (contractIds.length === 0) return {};
  const ids = contractIds.map(String);
  return level === 'ib' || level === 'fm' ? { 'contractId[]': ids } : { 'contract_id[]': ids };
};

/** The date filter's names by level: `dateStart` for ib, fm and ccp, `date_start` otherwise. */
export const dateQueryOf = (
  level: AccountLevel,
  range: { dateStart: string; dateEnd: string } | null,
) => {
  if (range === null) return {};
  return isIntermediary(level)
    ? { dateStart: range.dateStart, dateEnd: range.dateEnd }
    : { date_start: range.dateStart, date_end: range.dateEnd };
};
