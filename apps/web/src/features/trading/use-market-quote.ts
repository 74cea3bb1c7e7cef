import { jakartaParts } from '@emas/domain';
import { decimalToMinor } from '../../lib/decimal.ts';
import { useEndDayPrices, useGoldPrices, type MarketStatusAnswer } from '../market/index.ts';
import type { MarketQuote } from './ticket-model.ts';

const SEN_SCALE = 2;

/**
 * One end-of-day load per closure: the Jakarta day of the server's clock and the close type.
 * Empty while the market is open (nothing is loaded then).
 */
export function closureKey(status: MarketStatusAnswer | undefined): string {
  if (!status?.is_closed) return '';
  const serverMs = Date.parse(status.server_time);
  if (!Number.isFinite(serverMs)) return `closed-${status.close_type}`;
  const { year, month, day } = jakartaParts(serverMs);
  return `${year}-${month}-${day}-${status.close_type}`;
}

/** The live prices while the market is open; the last closing prices while it is closed. */
export function usePriceSources(status: MarketStatusAnswer | undefined) {
  const closed = status?.is_closed === true;
  const golds = useGoldPrices();
  const endOfDay = useEndDayPrices(closed, closureKey(status));
  return { closed, golds, endOfDay };
}

/** The best price of each side of one contract, sen per lot, from the same sources as its tile. */
export function useMarketQuote(
  contractId: number,
  status: MarketStatusAnswer | undefined,
): MarketQuote {
  const { closed, golds, endOfDay } = usePriceSources(status);
  const source = closed
    ? endOfDay.data?.find((entry) => entry.contractId === contractId)
    : golds.data?.find((entry) => entry.contractId === contractId);
  return {
    buySen: decimalToMinor(source?.contractPriceBuy, SEN_SCALE),
    sellSen: decimalToMinor(source?.contractPriceSell, SEN_SCALE),
  };
}
