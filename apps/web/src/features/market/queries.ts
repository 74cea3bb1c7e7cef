import type { CallAnswer, StreamRate } from '@emas/api';
import { accountEndpoints } from '@emas/api/accounts';
import { marketEndpoints, orderEndpoints } from '@emas/api/trading';
import {
  contracts,
  DEFAULT_STREAM_RATE_IDR_PER_USD,
  type ChartFill,
  type ChartWindow,
  parseDecimalString,
  PRICE_POLL_MS,
  STREAM_RATE_RETRY_MS,
} from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../lib/endpoint-call.ts';
import { useLiveStatus } from '../../lib/live-socket.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The market data calls (spec 000 sections 4 and 7, spec 001 section 7). While the live
 * channel is down, prices, OHLC and the closed check reload every 3 s as the spec says; while
 * it is open, pushed messages keep the cache current and polling is only a safety net.
 */
export const LIVE_SAFETY_POLL_MS = 30_000;
export const CANDLE_LIMIT = 500;
/** Reference prices (rupiah or dollars per gram), or a contract's trades (rupiah per gram). */
export type ChartSymbol = 'XAUIDRG' | 'XAUUSDG' | TradeSymbol;
export type TradeSymbol = 'DG001' | 'DG1' | 'KAU' | 'DG100';
export const TRADE_SYMBOLS: readonly TradeSymbol[] = ['DG001', 'DG1', 'KAU', 'DG100'];
export const isTradeSymbol = (symbol: ChartSymbol): symbol is TradeSymbol =>
  (TRADE_SYMBOLS as readonly string[]).includes(symbol);

/** 3 s while the live channel is not open, the safety-net interval while it is. */
export function usePollInterval(): number {
  return useLiveStatus() === 'open' ? LIVE_SAFETY_POLL_MS : PRICE_POLL_MS;
}

export type MarketStatusAnswer = CallAnswer<typeof marketEndpoints.marketStatus>;

/** GET /v2/igx/market_status: the closed check. */
export function useMarketStatus() {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: queryKeys.marketStatus,
    queryFn: ({ signal }) => call(marketEndpoints.marketStatus, {}, signal),
    refetchInterval,
  });
}

/** The `data` of a call's answer (the client's `data.data`). */
const dataOf = <T>(answer: Promise<{ data: T }>): Promise<T> => answer.then(({ data }) => data);

/** GET /v2/igx/contract: the contract configurations, read once. */
export function useContracts() {
  return useQuery({
    queryKey: queryKeys.contracts,
    queryFn: ({ signal }) => dataOf(call(accountEndpoints.contracts, {}, signal)),
    staleTime: Infinity,
  });
}

/** GET /v2/igx/product: products and whether they are active, read once. */
export function useProducts() {
  return useQuery({
    queryKey: queryKeys.products,
    queryFn: ({ signal }) => dataOf(call(accountEndpoints.products, {}, signal)),
    staleTime: Infinity,
  });
}

/** GET /v2.1/igx/golds: every contract's prices and the running price. */
export function useGoldPrices() {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: queryKeys.golds,
    queryFn: ({ signal }) => dataOf(call(marketEndpoints.golds, {}, signal)),
    refetchInterval,
  });
}

/** GET /v2.1/igx/ohlc/{contractId}: the market day's open, high, low and last. */
export function useOhlc(contractId: number, enabled = true) {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: queryKeys.ohlc(contractId),
    queryFn: ({ signal }) =>
      dataOf(call(marketEndpoints.ohlc, { params: { contractId: String(contractId) } }, signal)),
    refetchInterval,
    enabled,
  });
}

/** GET /v2.1/igx/depth: the books of every contract; loaded while the market is open. */
export function useDepth(enabled: boolean) {
  const refetchInterval = usePollInterval();
  return useQuery({
    queryKey: queryKeys.depth,
    queryFn: ({ signal }) => dataOf(call(marketEndpoints.depth, {}, signal)),
    refetchInterval,
    enabled,
  });
}

/**
 * Milliseconds until the streaming rate is due again: at its `next_fetch_at`, or 5 s from now
 * when that time has passed (or is unknown).
 */
export function streamRateRefetchMs(rate: StreamRate | undefined, nowMs: number): number {
  const dueMs = rate ? Date.parse(rate.next_fetch_at) - nowMs : Number.NaN;
  return Number.isFinite(dueMs) && dueMs > 0 ? dueMs : STREAM_RATE_RETRY_MS;
}

/** GET /v2.1/rate/get: rupiah per US dollar, refreshed at its next fetch time. */
export function useStreamRate() {
  return useQuery({
    queryKey: queryKeys.streamRate,
    queryFn: ({ signal }) => dataOf(call(marketEndpoints.streamRate, {}, signal)),
    refetchInterval: (query) => streamRateRefetchMs(query.state.data, Date.now()),
  });
}

const RATE_SCALE = 2;

/**
 * Whole rupiah per US dollar for USD views, from the stream's sell rate (a fraction of a
 * rupiah is dropped); 14000 when no rate is known (spec 000 section 3).
 */
export function rateIdrPerUsd(rate: StreamRate | undefined): bigint {
  const minor = rate ? parseDecimalString(rate.streamSell, RATE_SCALE) : null;
  const whole = minor === null ? 0n : minor / 100n;
  return whole > 0n ? whole : DEFAULT_STREAM_RATE_IDR_PER_USD;
}

/**
 * GET /v2/igx/end_day_prices: the last closing prices, loaded once per closure while the
 * market is closed. The server picks the last market day when no date is sent.
 */
export function useEndDayPrices(enabled: boolean, closureKey: string) {
  return useQuery({
    queryKey: [...queryKeys.endDayPrices, closureKey],
    queryFn: ({ signal }) => dataOf(call(marketEndpoints.endDayPrices, { query: {} }, signal)),
    staleTime: Infinity,
    enabled,
  });
}

/** Without the live channel, the chart's candles reload this often (a 500-candle answer). */
export const CANDLE_POLL_MS = 15_000;

const LIVE_WINDOW: ChartWindow = { interval: '1m', buckets: CANDLE_LIMIT };
const isLiveWindow = (window: ChartWindow) =>
  window.interval === LIVE_WINDOW.interval && window.buckets === LIVE_WINDOW.buckets;

/**
 * A chart's candles of a symbol: GET /v2/igx/candles for the reference prices, GET
 * /v2/igx/trade_candles for a contract's trades. The last 500 one-minute candles take the live
 * channel's `candle` pushes; another window (15m, 1W…) reloads every 15 s instead.
 */
export function useCandles(symbol: ChartSymbol, window: ChartWindow = LIVE_WINDOW) {
  const live = useLiveStatus() === 'open';
  const pushed = isLiveWindow(window);
  const query = { symbol, interval: window.interval, limit: String(window.buckets) };
  return useQuery({
    queryKey: pushed
      ? queryKeys.candles(symbol)
      : queryKeys.candleWindow(symbol, window.interval, window.buckets),
    queryFn: ({ signal }) =>
      dataOf(
        isTradeSymbol(symbol)
          ? call(marketEndpoints.tradeCandles, { query: { ...query, symbol } }, signal)
          : call(marketEndpoints.candles, { query: { ...query, symbol } }, signal),
      ).then((data) => data.candles),
    refetchInterval: live && pushed ? false : CANDLE_POLL_MS,
  });
}

/** The contract a trade symbol names; null for the reference prices. */
export const contractIdOfSymbol = (symbol: ChartSymbol): number | null =>
  isTradeSymbol(symbol)
    ? (contracts.find((contract) => contract.codeName === symbol)?.contractId ?? null)
    : null;

const MS_PER_SECOND = 1_000;

/**
 * GET /v2/igx/fills: the signed-in user's fills of a contract since the chart window's start,
 * for its markers. None for the reference prices or without a session.
 */
export function useChartFills(
  symbol: ChartSymbol,
  userId: string | null,
  fromMs: number,
): readonly ChartFill[] {
  const contractId = contractIdOfSymbol(symbol);
  const enabled = contractId !== null && userId !== null;
  const fills = useQuery({
    queryKey: queryKeys.fills(userId ?? '', contractId ?? 0, fromMs),
    queryFn: ({ signal }) =>
      dataOf(
        call(
          orderEndpoints.fills,
          {
            query: {
              contract_id: String(contractId),
              from: String(Math.floor(fromMs / MS_PER_SECOND)),
            },
          },
          signal,
        ),
      ),
    enabled,
  });
  return useMemo(
    () =>
      enabled
        ? (fills.data ?? []).map((fill) => ({
            atMs: fill.time * MS_PER_SECOND,
            direction: fill.direction,
            quantityMg: BigInt(fill.quantity_mg),
          }))
        : [],
    [enabled, fills.data],
  );
}

/** The latest trades shown on the trading screen; a trade on the contract reloads them. */
export const RECENT_TRADES_SHOWN = 30;

/** GET /v2/igx/recent_trades: a contract's latest trades, newest first. */
export function useRecentTrades(contractId: number) {
  const live = useLiveStatus() === 'open';
  return useQuery({
    queryKey: queryKeys.recentTrades(contractId),
    queryFn: ({ signal }) =>
      dataOf(
        call(
          marketEndpoints.recentTrades,
          { query: { contract_id: String(contractId), limit: String(RECENT_TRADES_SHOWN) } },
          signal,
        ),
      ),
    // Pushed trade candles make the list stale while the live channel is open.
    refetchInterval: live ? LIVE_SAFETY_POLL_MS : PRICE_POLL_MS,
  });
}
