import {
  type ContractConfig,
  type OrderDirection,
  type OrderType,
  quantityStepMg,
} from '../contracts.ts';
import type { TradingRates } from './fees.ts';
import { orderFigures } from './order-figures.ts';

/**
 * An order sized by rupiah or by grams instead of lots: the contract's quantity steps (a lot,
 * or a tenth of one) it will place, and what is left over. Only whole steps trade, so a client
 * who asks for Rp 1.000.000 or 2,5 g is told what that becomes before review.
 */
export type SizedOrder = {
  readonly quantityMg: bigint;
  /** What the placed quantity costs (a buy: value + fee + tax + FX buffer) or brings in (a sell). */
  readonly totalSen: bigint;
};

export type AmountSizing = SizedOrder & {
  /** The rupiah asked for and not used: never below zero. */
  readonly leftoverSen: bigint;
};

export type GramSizing = {
  readonly quantityMg: bigint;
  /** The milligrams asked for and not placed (less than one step). */
  readonly leftoverMg: bigint;
};

export type AmountSizingInput = {
  readonly contract: Pick<ContractConfig, 'weightMg' | 'hasQuantityDecimal'>;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  /** The limit price, or the price a market order is expected to trade at, sen per lot. */
  readonly priceSen: bigint;
  readonly amountSen: bigint;
  readonly rates?: TradingRates;
};

/**
 * The most steps whose total stays within `amountSen`: for a buy, everything it holds (value,
 * fee, tax, FX buffer), so the amount is what leaves the client's cash at most; for a sell, the
 * contract value, so the amount is the gold's worth the client sells. Zero steps when the
 * amount buys none (the ticket then says so).
 */
export function sizeByAmount(input: AmountSizingInput): AmountSizing {
  const { contract, priceSen, amountSen } = input;
  const stepMg = quantityStepMg(contract);
  const totalOf = (steps: bigint): bigint =>
    steps === 0n
      ? 0n
      : input.direction === 'buy'
        ? orderFigures({ ...input, quantityMg: steps * stepMg }).totalSen
        : orderFigures({ ...input, quantityMg: steps * stepMg }).contractValueSen;
  if (priceSen <= 0n || amountSen <= 0n) return { quantityMg: 0n, totalSen: 0n, leftoverSen: 0n };
  // The value alone bounds the steps from above; the total only grows with them, so the
  // largest fitting count is found by halving.
  let low = 0n;
  let high = (amountSen * contract.weightMg) / (priceSen * stepMg) + 1n;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (totalOf(middle) <= amountSen) low = middle;
    else high = middle - 1n;
  }
  const totalSen = totalOf(low);
  return { quantityMg: low * stepMg, totalSen, leftoverSen: amountSen - totalSen };
}

/** The whole steps within `gramsMg` milligrams, and the milligrams left over. */
export function sizeByGrams(
  contract: Pick<ContractConfig, 'weightMg' | 'hasQuantityDecimal'>,
  gramsMg: bigint,
): GramSizing {
  if (gramsMg <= 0n) return { quantityMg: 0n, leftoverMg: 0n };
  const stepMg = quantityStepMg(contract);
  const quantityMg = (gramsMg / stepMg) * stepMg;
  return { quantityMg, leftoverMg: gramsMg - quantityMg };
}
