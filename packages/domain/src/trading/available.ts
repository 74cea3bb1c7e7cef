import type { AccountLevel } from '../account-level.ts';
import { MG_PER_GRAM } from '../contracts.ts';

/**
 * What may be traded. Spec 001 keeps a 5000 g reserve out of the available trade gold. A
 * client holding grams could then never sell, so we read it as the market maker's inventory
 * floor: the lp keeps 5000 g of each contract in the vault, every other level may sell all its
 * free gold (docs/decisions.md).
 */
export const RESERVE_GOLD_MG = 5_000n * MG_PER_GRAM;

/** Free gold of one contract that a sell may use, milligrams. */
export function availableTradeGoldMg(level: AccountLevel, freeMg: bigint): bigint {
  if (level !== 'lp') return freeMg > 0n ? freeMg : 0n;
  const tradable = freeMg - RESERVE_GOLD_MG;
  return tradable > 0n ? tradable : 0n;
}

/**
 * Available trade balance = account balance − reserved balance + credit limit (spec 001
 * section 9), sen. Reserved balance is what open orders hold plus transactions in process.
 */
export function availableTradeBalanceSen(
  accountBalanceSen: bigint,
  reservedSen: bigint,
  creditLimitSen: bigint,
): bigint {
  return accountBalanceSen - reservedSen + creditLimitSen;
}
