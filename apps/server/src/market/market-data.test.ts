/**
 * Proves the market-data calls and their background work on each database: GET /v2.1/rate/get
 * (public, the configured rate, its fetch times); GET /v2/igx/candles (empty before start, a
 * backfilled day on a fresh database, oldest first, rupiah 2 and US dollar 4 decimals that agree
 * at the rate, roll-ups equal to combining the 1-minute candles, the limit); the same day for
 * the same instant and seed; a restart that fills only the gap and goes on from the last price;
 * the rate and the candles from the real feeds' providers (a local stub), with no simulated day;
 * and the live messages of a tick, a rate fetch and a market-status change.
 */
import {
  type Candle as ApiCandle,
  type LiveMessage,
  candlesResponseSchema,
  streamRateResponseSchema,
} from '@emas/api';
import { gramPriceIdrSen, parseDecimalString } from '@emas/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testConfig } from '../config.ts';
import type { LiveSocket } from '../live/index.ts';
import { startProviderStub } from '../test-support/provider-stub.ts';
import {
  type TestApp,
  TEST_START_MS,
  createTestApp,
  databaseKinds,
} from '../test-support/harness.ts';
import { createMarketData } from './market-data.ts';

const MINUTE_MS = 60_000;
const minuteSeconds = (ms: number) => ms / 1_000;

const getCandles = async (t: TestApp, query: string): Promise<ApiCandle[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/v2/igx/candles?${query}` });
  expect(response.statusCode).toBe(200);
  return candlesResponseSchema.parse(response.json()).data.candles;
};

const minor = (text: string, scale: number): bigint => {
  const value = parseDecimalString(text, scale);
  if (value === null) throw new Error(`not a decimal with ${scale} decimals: ${text}`);
  return value;
};

/** Combines 1-minute API candles into buckets of `minutes`, aligned to the epoch (5m, 1h). */
const combine = (candles: ApiCandle[], minutes: number, scale: number) => {
  const buckets = new Map<number, ApiCandle[]>();
  for (const candle of candles) {
    const start = candle.time - (candle.time % (minutes * 60));
    buckets.set(start, [...(buckets.get(start) ?? []), candle]);
  }
  return [...buckets].map(([time, group]) => {
    const values = (pick: (c: ApiCandle) => string) => group.map((c) => minor(pick(c), scale));
    const highs = values((c) => c.high);
    const lows = values((c) => c.low);
    return {
      time,
      open: group[0]!.open,
      high: group[highs.indexOf(highs.reduce((a, b) => (b > a ? b : a)))]!.high,
      low: group[lows.indexOf(lows.reduce((a, b) => (b < a ? b : a)))]!.low,
      close: group.at(-1)!.close,
    };
  });
};

/** A socket stand-in in the app's hub, collecting what it is sent. */
const listen = (t: TestApp): LiveMessage[] => {
  const heard: LiveMessage[] = [];
  const socket = {
    readyState: WebSocket.OPEN,
    bufferedAmount: 0,
    send: (data: Buffer) => void heard.push(JSON.parse(data.toString('utf8')) as LiveMessage),
    terminate: () => {},
    close: () => {},
  };
  t.liveHub.add(socket as unknown as LiveSocket, '127.0.0.1');
  return heard;
};

describe.each(databaseKinds())('market data on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  describe('GET /v2.1/rate/get', () => {
    it('answers the configured rate and its fetch times, without a session', async () => {
      t = await createTestApp(kind, { streamRateIdrPerUsd: 15_500n });
      t.clock.advance(61_000);
      const response = await t.app.inject({ method: 'GET', url: '/v2.1/rate/get' });
      expect(response.statusCode).toBe(200);
      const fetchedAtMs = TEST_START_MS + 61_000;
      expect(streamRateResponseSchema.parse(response.json())).toEqual({
        status: 200,
        data: {
          streamBuy: '15500',
          streamSell: '15500',
          stream_buy: { cur_rate: '15500' },
          stream_sell: { cur_rate: '15500' },
          expired_at: new Date(fetchedAtMs + 70_000).toISOString(),
          next_fetch_at: new Date(fetchedAtMs + 60_000).toISOString(),
        },
      });
    });
  });

  describe('GET /v2/igx/candles', () => {
    it('answers no candles before market data starts, and refuses an unknown interval', async () => {
      t = await createTestApp(kind);
      expect(await getCandles(t, 'symbol=XAUIDRG&interval=1m')).toEqual([]);
      const bad = await t.app.inject({ method: 'GET', url: '/v2/igx/candles?interval=2m' });
      expect(bad.statusCode).toBe(422);
    });

    it('backfills a day on a fresh database: 1-minute candles, oldest first, both symbols', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      const stored = await t.database.db
        .selectFrom('reference_candles')
        .select((eb) => eb.fn.countAll<bigint>().as('count'))
        .executeTakeFirstOrThrow();
      // 1,439 closed minutes per symbol are written; the newest minute is still open.
      expect(BigInt(stored.count)).toBe(2n * 1_439n);
      t.clock.advance(1_000);
      t.marketData.tick();
      const idr = await getCandles(t, 'symbol=XAUIDRG&interval=1m&limit=1000');
      const usd = await getCandles(t, 'symbol=XAUUSDG&interval=1m&limit=1000');
      expect(idr).toHaveLength(1_000);
      expect(idr.at(-1)!.time).toBe(minuteSeconds(TEST_START_MS));
      idr.forEach((candle, i) => {
        expect(candle.time).toBe(minuteSeconds(TEST_START_MS - (999 - i) * MINUTE_MS));
        expect(candle.open).toMatch(/^\d+\.\d{2}$/);
        expect(minor(candle.low, 2) <= minor(candle.open, 2)).toBe(true);
        expect(minor(candle.low, 2) <= minor(candle.close, 2)).toBe(true);
        expect(minor(candle.high, 2) >= minor(candle.open, 2)).toBe(true);
        expect(minor(candle.high, 2) >= minor(candle.close, 2)).toBe(true);
        // Within ±3 % of 2650 USD/oz at 14000: 1,157,011 to 1,228,575 rupiah per gram.
        expect(minor(candle.low, 2)).toBeGreaterThan(115_701_100n);
        expect(minor(candle.high, 2)).toBeLessThan(122_857_500n);
      });
      expect(usd.map((candle) => candle.time)).toEqual(idr.map((candle) => candle.time));
      usd.forEach((candle, i) => {
        expect(candle.close).toMatch(/^\d+\.\d{4}$/);
        // Rupiah = dollars × 14000, to within the rounding of 4 dollar decimals (0.7 rupiah).
        const fromUsd = minor(candle.close, 4) * 14_000n;
        const idrClose = minor(idr[i]!.close, 2) * 100n;
        const gap = fromUsd > idrClose ? fromUsd - idrClose : idrClose - fromUsd;
        expect(gap).toBeLessThanOrEqual(10_000n);
      });
    });

    it('rolls 1-minute candles up into 5m, 1h and 1d, and honours the limit', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      const minutes = await getCandles(t, 'symbol=XAUIDRG&interval=1m&limit=1000');
      const fiveMinutes = await getCandles(t, 'symbol=XAUIDRG&interval=5m&limit=1000');
      const hours = await getCandles(t, 'symbol=XAUIDRG&interval=1h&limit=1000');
      const days = await getCandles(t, 'symbol=XAUIDRG&interval=1d');
      const last100Minutes = minutes.slice(-100);
      expect(fiveMinutes.slice(-20)).toEqual(combine(last100Minutes, 5, 2));
      expect(hours).toHaveLength(24);
      expect(hours.slice(-16)).toEqual(combine(minutes.slice(-16 * 60), 60, 2));
      expect(days.map((candle) => candle.time)).toEqual([
        minuteSeconds(Date.UTC(2026, 10, 22, 17)),
        minuteSeconds(Date.UTC(2026, 10, 23, 17)),
      ]);
      expect(days.at(-1)!.close).toBe(minutes.at(-1)!.close);
      const limited = await getCandles(t, 'symbol=XAUIDRG&interval=1m&limit=10');
      expect(limited).toEqual(minutes.slice(-10));
    });

    it('backfills the same day for the same instant and seed', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      const first = await getCandles(t, 'symbol=XAUUSDG&interval=1m&limit=1000');
      await t.close();
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      expect(await getCandles(t, 'symbol=XAUUSDG&interval=1m&limit=1000')).toEqual(first);
    });

    it('after a restart fills only the gap and goes on from the last price', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      t.clock.advance(30_000);
      t.marketData.tick();
      const before = (await getCandles(t, 'symbol=XAUUSDG&interval=1m&limit=1')).at(-1)!;
      await t.marketData.stop();
      t.clock.advance(10 * MINUTE_MS);
      const restarted = createMarketData({
        config: t.config,
        database: t.database,
        clock: t.clock,
        publish: () => {},
        onError: (error) => {
          throw error;
        },
      });
      await restarted.start({ timers: false });
      const count = await t.database.db
        .selectFrom('reference_candles')
        .select((eb) => eb.fn.countAll<bigint>().as('count'))
        .where('symbol', '=', 'XAUUSDG')
        .executeTakeFirstOrThrow();
      // The day, the minute written at stop, then the 10 minutes of the gap less the open one.
      expect(BigInt(count.count)).toBe(1_440n + 1n + 9n);
      const next = await restarted.candles.recent('XAUUSDG', '1m', 20);
      const after = next.find((candle) => candle.startMs === before.time * 1_000 + MINUTE_MS)!;
      const jump = after.open - minor(before.close, 4) * 100n;
      // One step of at most 1.10 USD an ounce is at most 35,400 micros a gram (plus the 50
      // micros the 4-decimal close may be off by).
      expect(jump >= -35_450n && jump <= 35_450n).toBe(true);
      await restarted.stop();
    });
  });

  describe('from the providers (GOLD_PRICE_FEED=goldapi, FX_RATE_FEED=frankfurter)', () => {
    it('answers Frankfurter’s rate and starts the candles at GoldAPI’s price, with no simulated past', async () => {
      const stub = await startProviderStub();
      try {
        stub.reply(
          {
            status: 200,
            json: { amount: 1, base: 'USD', date: '2026-11-26', rates: { IDR: 16234.5 } },
          },
          { status: 200, json: { metal: 'XAU', currency: 'USD', price: 2650.35 } },
        );
        const providers = testConfig().providers;
        t = await createTestApp(kind, {
          fxRateFeed: 'frankfurter',
          goldPriceFeed: 'goldapi',
          providers: {
            ...providers,
            goldApi: { ...providers.goldApi, apiKey: 'goldapi-key', baseUrl: stub.url },
            frankfurter: { ...providers.frankfurter, baseUrl: stub.url },
          },
        });
        await t.marketData.start({ timers: false });
        const rate = await t.app.inject({ method: 'GET', url: '/v2.1/rate/get' });
        expect(streamRateResponseSchema.parse(rate.json()).data.streamBuy).toBe('16235');
        const [candle, ...more] = await getCandles(t, 'symbol=XAUIDRG&interval=1m');
        expect(more).toEqual([]);
        expect(minor(candle!.close, 2)).toBe(gramPriceIdrSen(265_035n, 16_235n));
        expect(stub.requests.map((r) => r.path)).toEqual([
          '/v1/latest?base=USD&symbols=IDR',
          '/api/XAU/USD',
        ]);
      } finally {
        await stub.close();
      }
    });
  });

  describe('live messages', () => {
    it('publishes both symbols’ open candle on each tick', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      const heard = listen(t);
      t.clock.advance(1_000);
      t.marketData.tick();
      expect(heard.map((message) => message.type)).toEqual(['candle', 'candle']);
      const symbols = heard.map((message) =>
        message.type === 'candle' ? message.data.symbol : '',
      );
      expect(symbols).toEqual(['XAUIDRG', 'XAUUSDG']);
      const [idrNow] = await getCandles(t, 'symbol=XAUIDRG&interval=1m&limit=1');
      expect(heard[0]).toEqual({ type: 'candle', data: { symbol: 'XAUIDRG', candle: idrNow } });
    });

    it('publishes the rate when it is refetched', async () => {
      t = await createTestApp(kind);
      await t.marketData.start({ timers: false });
      const heard = listen(t);
      t.clock.advance(60_000);
      t.marketData.tick();
      const rates = heard.filter((message) => message.type === 'rate');
      expect(rates).toHaveLength(1);
      expect(rates[0]).toMatchObject({
        data: {
          streamBuy: '14000',
          next_fetch_at: new Date(TEST_START_MS + 120_000).toISOString(),
        },
      });
    });

    it('publishes the market status when it changes, once', async () => {
      t = await createTestApp(kind, { marketHours: 'exchange' });
      // Wednesday 25 November 2026, 04:59:59 in Jakarta: a second before the daily closure.
      t.clock.set(Date.UTC(2026, 10, 24, 21, 59, 59));
      await t.marketData.start({ timers: false });
      const heard = listen(t);
      t.marketData.tick();
      t.clock.advance(1_000);
      t.marketData.tick();
      t.clock.advance(1_000);
      t.marketData.tick();
      const market = heard.filter((message) => message.type === 'market');
      expect(market).toEqual([{ type: 'market', data: { is_closed: true, close_type: 1 } }]);
    });
  });
});
