import type { OrderDirection, OrderType } from '../contracts.ts';
import { divideRoundHalfUp } from '../rounding.ts';

/**
 * The charges of spec 001 section 9, on amounts in sen (1/100 rupiah). Every rate is an exact
 * integer ratio and every result is rounded half up to the sen, so no float touches money.
 *
 * USD views convert these rupiah figures at the stream rate: Rp500 is $0.036 and the Rp555 of
 * fee and tax is $0.04 at the default 14000, which is where the spec's USD minimums come from.
 */

const BASIS_POINTS = 10_000n;
/** Trading fee: 1% of the contract value. */
export const FEE_BASIS_POINTS = 100n;
/** The fee is never below Rp500. */
export const FEE_MIN_SEN = 50_000n;
/** Tax: 11% of the fee. */
export const TAX_PERCENT = 11n;
/** FX buffer held on a market buy (1.5%) and on a limit buy (5%) of the contract value. */
export const FX_BUFFER_MARKET_BUY_BASIS_POINTS = 150n;
export const FX_BUFFER_LIMIT_BUY_BASIS_POINTS = 500n;
/** Cashback: Rp1000 for every full Rp100000 of contract value bought. */
export const CASHBACK_PER_STEP_SEN = 100_000n;
export const CASHBACK_STEP_SEN = 10_000_000n;
/** Storage fee: 2% a year of the value sold, by days held. */
export const STORAGE_FEE_PERCENT_PER_YEAR = 2n;
export const DAYS_PER_YEAR = 365n;

/**
 * The rates an order is charged by: a broker sets its own in its fee schedule (broker-settings),
 * and an order keeps the ones in force when it was placed. Basis points and sen, never floats.
 */
export type TradingRates = {
  readonly feeBasisPoints: bigint;
  readonly feeMinimumSen: bigint;
  /** Tax on the trading fee. */
  readonly taxBasisPoints: bigint;
  readonly storageBasisPointsPerYear: bigint;
};

/** The spec's rates: what every broker charged before it had a schedule of its own. */
export const SPEC_TRADING_RATES: TradingRates = {
  feeBasisPoints: FEE_BASIS_POINTS,
  feeMinimumSen: FEE_MIN_SEN,
  taxBasisPoints: TAX_PERCENT * 100n,
  storageBasisPointsPerYear: STORAGE_FEE_PERCENT_PER_YEAR * 100n,
};

/** 1% of the value, at least Rp500; nothing on a value of zero or less (nothing traded). */
export function feeSen(contractValueSen: bigint, rates: TradingRates = SPEC_TRADING_RATES): bigint {
  if (contractValueSen <= 0n) return 0n;
  const fee = divideRoundHalfUp(contractValueSen * rates.feeBasisPoints, BASIS_POINTS);
  return fee > rates.feeMinimumSen ? fee : rates.feeMinimumSen;
}

/** 11% of the fee. */
export function taxSen(fee: bigint, rates: TradingRates = SPEC_TRADING_RATES): bigint {
  return fee <= 0n ? 0n : divideRoundHalfUp(fee * rates.taxBasisPoints, BASIS_POINTS);
}

/** The FX buffer a buy holds on top of its value: 1.5% market, 5% limit; sells hold none. */
export function fxBufferSen(
  contractValueSen: bigint,
  direction: OrderDirection,
  orderType: OrderType,
): bigint {
  if (direction === 'sell' || contractValueSen <= 0n) return 0n;
  const basisPoints =
    orderType === 'market' ? FX_BUFFER_MARKET_BUY_BASIS_POINTS : FX_BUFFER_LIMIT_BUY_BASIS_POINTS;
  return divideRoundHalfUp(contractValueSen * basisPoints, BASIS_POINTS);
}

/** Rp1000 per full Rp100000 of value bought; sells earn none. */
export function cashbackSen(contractValueSen: bigint, direction: OrderDirection): bigint {
  if (direction === 'sell' || contractValueSen <= 0n) return 0n;
  return (contractValueSen / CASHBACK_STEP_SEN) * CASHBACK_PER_STEP_SEN;
}

/** 2% a year of `valueSen` over `mgDays` milligram-days held of `soldMg` sold, rounded once. */
const storageOf = (
  valueSen: bigint,
  mgDays: bigint,
  soldMg: bigint,
  rates: TradingRates,
): bigint =>
  valueSen <= 0n || mgDays <= 0n || soldMg <= 0n
    ? 0n
    : divideRoundHalfUp(
        valueSen * rates.storageBasisPointsPerYear * mgDays,
        BASIS_POINTS * DAYS_PER_YEAR * soldMg,
      );

/** 2% × days held / 365 of the value sold. Zero days or less cost nothing. */
export function storageFeeSen(
  contractValueSen: bigint,
  daysHeld: bigint,
  rates: TradingRates = SPEC_TRADING_RATES,
): bigint {
  return storageOf(contractValueSen, daysHeld, 1n, rates);
}

export const DAY_MS = 86_400_000;

/** Whole days from buying to selling: full 24-hour periods, so a same-day sale holds none. */
export function daysHeld(acquiredAtMs: number, soldAtMs: number): bigint {
  return soldAtMs > acquiredAtMs ? BigInt(Math.floor((soldAtMs - acquiredAtMs) / DAY_MS)) : 0n;
}

/**
 * The storage fee of a sale (spec 001 section 9: 2% × days held / 365, deducted from the sale
 * proceeds): each lot the sale takes pays for its days on its share of the value. Gold the lots
 * do not cover (no purchase on record) pays none. Never more than `capSen`, what the sale
 * brings in after its fee and tax, so the proceeds never go below zero.
 */
export function saleStorageFeeSen(
  takes: readonly { readonly mg: bigint; readonly acquiredAtMs: number }[],
  soldMg: bigint,
  valueSen: bigint,
  soldAtMs: number,
  capSen: bigint,
  rates: TradingRates = SPEC_TRADING_RATES,
): bigint {
  let mgDays = 0n;
  for (const take of takes) mgDays += take.mg * daysHeld(take.acquiredAtMs, soldAtMs);
  const fee = storageOf(valueSen, mgDays, soldMg, rates);
  if (capSen <= 0n) return 0n;
  return fee < capSen ? fee : capSen;
}
