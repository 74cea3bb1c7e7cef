import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * What accounts bought and sold in a period, per account and contract, and the execution fees
 * they paid (tax excluded): the revenue-share report's raw figures, summed in SQL.
 */
export type VolumeRow = {
  account_id: string;
  contract_id: number;
  buy_value_sen: bigint;
  buy_mg: bigint;
  sell_value_sen: bigint;
  sell_mg: bigint;
  fee_sen: bigint;
};

export type VolumeFilter = {
  /** Whose trades; null for every account's. */
  readonly accountIds: readonly string[] | null;
  readonly fromMs?: number | undefined;
  readonly untilMs?: number | undefined;
  readonly contractIds?: readonly number[] | undefined;
};

const big = (value: unknown): bigint => BigInt((value as string | number | bigint | null) ?? 0);

export const volumesOf = async (db: Db, filter: VolumeFilter): Promise<VolumeRow[]> => {
  if (filter.accountIds !== null && filter.accountIds.length === 0) return [];
  const where = (account: 'buyer_account_id' | 'seller_account_id') => {
    const parts = [sql`1 = 1`];
    if (filter.accountIds !== null) {
      parts.push(sql`${sql.ref(account)} in (${sql.join(filter.accountIds)})`);
    }
    if (filter.fromMs !== undefined) parts.push(sql`created_at_ms >= ${BigInt(filter.fromMs)}`);
    if (filter.untilMs !== undefined) parts.push(sql`created_at_ms < ${BigInt(filter.untilMs)}`);
    if (filter.contractIds !== undefined && filter.contractIds.length > 0) {
      parts.push(sql`contract_id in (${sql.join(filter.contractIds.map(BigInt))})`);
    }
    return sql.join(parts, sql` and `);
  };
  const { rows } = await sql<Record<string, unknown>>`
    select account_id, contract_id,
           sum(buy_value) as buy_value, sum(buy_mg) as buy_mg,
           sum(sell_value) as sell_value, sum(sell_mg) as sell_mg, sum(fee) as fee
      from (
        select buyer_account_id as account_id, contract_id, value_sen as buy_value,
               quantity_mg as buy_mg, 0 as sell_value, 0 as sell_mg, buyer_fee_sen as fee
          from trades where ${where('buyer_account_id')}
        union all
        select seller_account_id, contract_id, 0, 0, value_sen, quantity_mg, seller_fee_sen
          from trades where ${where('seller_account_id')}
      ) sides
     group by account_id, contract_id`.execute(db);
  return rows.map((row) => ({
    account_id: String(row.account_id),
    contract_id: Number(row.contract_id),
    buy_value_sen: big(row.buy_value),
    buy_mg: big(row.buy_mg),
    sell_value_sen: big(row.sell_value),
    sell_mg: big(row.sell_mg),
    fee_sen: big(row.fee),
  }));
};
