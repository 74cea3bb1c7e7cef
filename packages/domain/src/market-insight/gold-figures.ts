import { gramPriceIdrSen, gramPriceUsdMicros } from '../market-data/index.ts';

/**
 * Gold in both currencies and both units, from the reference price (US cents per troy ounce)
 * and the USD/IDR buy rate (whole rupiah per dollar), as the spec turns USD into IDR with
 * streamBuy. Every figure is an exact integer: cents and sen per ounce carry no rounding;
 * per gram rounds half away from zero once, in the unit named.
 */
export type GoldFigures = {
  readonly usdCentsPerOunce: bigint;
  /** Millionths of a US dollar per gram. */
  readonly usdMicrosPerGram: bigint;
  readonly idrSenPerOunce: bigint;
  readonly idrSenPerGram: bigint;
};

export function goldFigures(xauUsdCentsPerOunce: bigint, rateIdrPerUsd: bigint): GoldFigures {
  return {
    usdCentsPerOunce: xauUsdCentsPerOunce,
    usdMicrosPerGram: gramPriceUsdMicros(xauUsdCentsPerOunce),
    idrSenPerOunce: xauUsdCentsPerOunce * rateIdrPerUsd,
    idrSenPerGram: gramPriceIdrSen(xauUsdCentsPerOunce, rateIdrPerUsd),
  };
}
