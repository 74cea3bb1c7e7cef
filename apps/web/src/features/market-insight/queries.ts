import { marketInsightEndpoints } from '@emas/api/market-insight';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-call.ts';

/** Prices move every second; the page reads them again every 3 s, as the trade page does. */
const REFRESH_MS = 3_000;
/** The calendar covers the coming two weeks. */
export const CALENDAR_DAYS = 14;

export const MARKET_INSIGHT_KEY = ['market-insight', CALENDAR_DAYS] as const;

export const useMarketInsight = () =>
  useQuery({
    ...endpointQuery(MARKET_INSIGHT_KEY, marketInsightEndpoints.marketInsight, {
      query: { days: String(CALENDAR_DAYS) },
    }),
    refetchInterval: REFRESH_MS,
  });
