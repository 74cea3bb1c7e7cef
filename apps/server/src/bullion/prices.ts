import {
  MARKET_MAKER_HALF_SPREAD_BASIS_POINTS,
  goodsValueSen,
  sellUsdMicrosPerGram,
} from '@emas/domain';
import type { MarketData } from '../market/index.ts';

/**
 * The prices a delivery's goods value comes from (spec 002 section 9): the 100 g contract's
 * sell price per gram in US dollars (the reference less the market maker's half spread) and
 * the USD sell rate, both as they are now.
 */
export type GoodsPrices = { readonly sellUsdMicrosPerGram: bigint; readonly sellIdrPerUsd: bigint };

export const goodsPricesNow = (marketData: MarketData): GoodsPrices => ({
  sellUsdMicrosPerGram: sellUsdMicrosPerGram(
    marketData.referenceFeed.current().usdMicrosPerGram,
    MARKET_MAKER_HALF_SPREAD_BASIS_POINTS,
  ),
  sellIdrPerUsd: marketData.rateFeed.current().sellIdrPerUsd,
});

export const goodsValueNowSen = (marketData: MarketData, weightMg: bigint): bigint => {
  const prices = goodsPricesNow(marketData);
  return goodsValueSen(weightMg, prices.sellUsdMicrosPerGram, prices.sellIdrPerUsd);
};
