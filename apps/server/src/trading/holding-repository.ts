import type { ContractGoldBalance, Inventory } from '@emas/api';
import {
  type AccountLevel,
  MG_PER_GRAM,
  TRADING_USD_DECIMALS,
  availableTradeGoldMg,
  contractById,
  contracts,
  goldAsset,
  senToUsdMinor,
  tenthsOfQuantityMg,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import { balancesOfOwner, pickBalance } from '../ledger/index.ts';

const LOT_DECIMALS = 1;
const IDR_DECIMALS = 2;

const lotsText = (weightMg: bigint, mg: bigint): string =>
  toDecimalString(tenthsOfQuantityMg({ weightMg }, mg), LOT_DECIMALS);

/** An account's gold lots with gold left, newest first (-1, LIFO order) or oldest first (1). */
export const inventoriesOf = async (
  db: Db,
  accountId: string,
  sortDirection: number,
  contractId: number | undefined,
): Promise<Inventory[]> => {
  let query = db
    .selectFrom('gold_inventories')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('remaining_mg', '>', 0n);
  if (contractId !== undefined) query = query.where('contract_id', '=', BigInt(contractId));
  const direction = sortDirection === 1 ? 'asc' : 'desc';
  const rows = await query.orderBy('created_at_ms', direction).orderBy('id', direction).execute();
  return rows.map((row) => {
    const weightMg = contractById(Number(row.contract_id))?.weightMg ?? MG_PER_GRAM;
    const usd = senToUsdMinor(row.cost_per_gram_sen, row.rate_idr_per_usd, TRADING_USD_DECIMALS);
    return {
      id: row.id,
      contract_id: Number(row.contract_id),
      type: 'TRADE' as const,
      quantity: lotsText(weightMg, row.quantity_mg),
      remaining_quantity: lotsText(weightMg, row.remaining_mg),
      quantity_mg: row.quantity_mg.toString(),
      remaining_mg: row.remaining_mg.toString(),
      cost_per_gram_idr: toDecimalString(row.cost_per_gram_sen, IDR_DECIMALS),
      cost_per_gram_usd: toDecimalString(usd, TRADING_USD_DECIMALS),
      created_at: new Date(Number(row.created_at_ms)).toISOString(),
    };
  });
};

/** Milligrams that open buy orders of the account are buying, per contract. */
export const openBuyMgOf = async (db: Db, accountId: string): Promise<Map<number, bigint>> => {
  const rows = await db
    .selectFrom('orders')
    .select(['contract_id', (eb) => eb.fn.sum<string | number | bigint>('remaining_mg').as('mg')])
    .where('account_id', '=', accountId)
    .where('status', '=', 'submit')
    .where('direction', '=', 'buy')
    .groupBy('contract_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.contract_id), BigInt(String(row.mg))]));
};

/** Per contract: free gold, what a sell may use, and what open orders sell and buy. */
export const contractGoldBalances = async (
  db: Db,
  accountId: string,
): Promise<ContractGoldBalance[]> => {
  const account = await db
    .selectFrom('accounts')
    .select('level')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const balances = await balancesOfOwner(db, accountId);
  const buying = await openBuyMgOf(db, accountId);
  return contracts.map((contract) => {
    const asset = goldAsset(contract.contractId);
    const free = pickBalance(balances, 'gold', asset);
    const reserved = pickBalance(balances, 'reserved_gold', asset);
    const tradable = availableTradeGoldMg(account.level as AccountLevel, free);
    const bought = buying.get(contract.contractId) ?? 0n;
    const lots = (mg: bigint) => lotsText(contract.weightMg, mg);
    return {
      contract_id: contract.contractId,
      contract_code: contract.codeName,
      available: lots(free),
      available_mg: free.toString(),
      available_trade: lots(tradable),
      available_trade_mg: tradable.toString(),
      in_process_sell: lots(reserved),
      in_process_sell_mg: reserved.toString(),
      in_process_buy: lots(bought),
      in_process_buy_mg: bought.toString(),
    };
  });
};
