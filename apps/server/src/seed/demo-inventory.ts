import { DEFAULT_STREAM_RATE_IDR_PER_USD, rupiah } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { AccountTable } from '../db/schema.ts';
import { openingBalances } from './demo-funding.ts';

/**
 * What the demo's opening gold cost, per gram: a little under the reference price the demo
 * starts at, so a demo sale shows a modest estimated profit.
 */
export const DEMO_OPENING_COST_PER_GRAM_SEN = rupiah(1_150_000n);

/**
 * One inventory lot per contract of each demo account's opening gold, so LIFO costing and the
 * holdings' average cost have a basis. Skipped for an account that already has lots.
 */
export const seedDemoInventory = async (
  trx: Db,
  accounts: readonly Pick<AccountTable, 'id' | 'email' | 'level'>[],
  nowMs: number,
): Promise<void> => {
  for (const account of accounts) {
    const opening = openingBalances(account.level);
    if (opening === null) continue;
    const existing = await trx
      .selectFrom('gold_inventories')
      .select('id')
      .where('account_id', '=', account.id)
      .limit(1)
      .executeTakeFirst();
    if (existing !== undefined) continue;
    await trx
      .insertInto('gold_inventories')
      .values(
        [...opening.goldMg].map(([contractId, mg]) => ({
          id: `opening-${account.id}-${contractId}`,
          account_id: account.id,
          contract_id: BigInt(contractId),
          type: 'TRADE' as const,
          quantity_mg: mg,
          remaining_mg: mg,
          cost_per_gram_sen: DEMO_OPENING_COST_PER_GRAM_SEN,
          rate_idr_per_usd: DEFAULT_STREAM_RATE_IDR_PER_USD,
          trade_id: null,
          created_at_ms: BigInt(nowMs),
          updated_at_ms: BigInt(nowMs),
        })),
      )
      .execute();
  }
};
