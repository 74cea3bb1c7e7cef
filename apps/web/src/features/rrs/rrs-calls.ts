import type { RrsAccountRow, RrsProductRow } from '@emas/api';
import { rrsEndpoints } from '@emas/api/rrs';
import type { AccountLevel } from '@emas/domain';
import { call } from '../../lib/endpoint-call.ts';

/**
 * Which RRS call a view makes (spec 002 section 7): a level's own report when House is chosen,
 * or the report of the branch or client chosen in the filter.
 */
export type RrsRow = RrsAccountRow | RrsProductRow;
export type RrsAnswer = { rows: readonly RrsRow[]; revenue: { usd: string; idr: string } };
export type RrsPeriod = {
  startDate?: string;
  endDate?: string;
  type?: 'all' | 'day' | 'week' | 'month' | 'year';
};

const contractsOf = (ids: readonly number[], key: 'contractId[]' | 'contract[]') =>
  ids.length === 0 ? {} : { [key]: ids.map(String) };

export async function fetchRrs(
  level: AccountLevel,
  chosenHin: string | null,
  contractIds: readonly number[],
  period: RrsPeriod,
  signal: AbortSignal,
): Promise<RrsAnswer> {
  const named = chosenHin === null ? {} : { hin: chosenHin };
  const body = {};
  const answer = await (async () => {
    switch (level) {
      case 'ccp':
        return chosenHin === null
          ? call(
              rrsEndpoints.ccp,
              { query: { ...period, ...contractsOf(contractIds, 'contractId[]') } },
              signal,
            )
          : call(rrsEndpoints.ccpBranch, { query: { ...period, ...named } }, signal);
      case 'fm':
        return chosenHin === null
          ? call(
              rrsEndpoints.fm,
              { query: { ...period, ...contractsOf(contractIds, 'contract[]') }, body },
              signal,
            )
          : call(rrsEndpoints.fmBranch, { query: { ...period, ...named }, body }, signal);
      case 'ib':
        return chosenHin === null
          ? call(
              rrsEndpoints.ib,
              { query: { ...period, ...contractsOf(contractIds, 'contract[]') }, body },
              signal,
            )
          : call(rrsEndpoints.ibClient, { query: { ...period, ...named }, body }, signal);
      default:
        return call(rrsEndpoints.client, { query: period }, signal);
    }
  })();
  return answer.data.body;
}

/** The branches or clients a level chooses from; none for a client or lp. */
export async function fetchRrsChoices(level: AccountLevel, signal: AbortSignal) {
  const endpoint =
    level === 'ccp'
      ? rrsEndpoints.ccpBranchList
      : level === 'fm'
        ? rrsEndpoints.fmBranchList
        : level === 'ib'
          ? rrsEndpoints.ibClientList
          : null;
  if (endpoint === null) return [];
  return (await call(endpoint, { body: {} }, signal)).data.body;
}
