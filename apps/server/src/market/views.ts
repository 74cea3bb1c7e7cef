import type { Candle as CandleBody, StreamRate } from '@emas/api';
import { type Candle, rescaleHalfUp, toDecimalString } from '@emas/domain';
import type { ReferenceSymbol } from './reference-candle-repository.ts';
import type { StreamRateQuote } from './stream-rate.ts';

/** How reference candles and the streaming rate leave the server: decimal strings. */

/** Minor-unit decimals of each symbol as stored, and as the API shows them. */
const SYMBOL_SCALES: Record<ReferenceSymbol, { stored: number; shown: number }> = {
  XAUIDRG: { stored: 2, shown: 2 },
  XAUUSDG: { stored: 6, shown: 4 },
};
const MS_PER_SECOND = 1_000;

/** A stored candle as the API's candle: rupiah with 2 decimals or US dollars with 4. */
export const candleBody = (symbol: ReferenceSymbol, candle: Candle): CandleBody => {
  const { stored, shown } = SYMBOL_SCALES[symbol];
  const text = (minor: bigint) => toDecimalString(rescaleHalfUp(minor, stored, shown), shown);
  return {
    time: Math.floor(candle.startMs / MS_PER_SECOND),
    open: text(candle.open),
    high: text(candle.high),
    low: text(candle.low),
    close: text(candle.close),
  };
};

/** The rate call's data: whole rupiah per US dollar, and ISO 8601 times. */
export const streamRateBody = (quote: StreamRateQuote): StreamRate => {
  const buy = quote.buyIdrPerUsd.toString();
  const sell = quote.sellIdrPerUsd.toString();
  return {
    streamBuy: buy,
    streamSell: sell,
    stream_buy: { cur_rate: buy },
    stream_sell: { cur_rate: sell },
    expired_at: new Date(quote.expiresAtMs).toISOString(),
    next_fetch_at: new Date(quote.nextFetchAtMs).toISOString(),
  };
};
