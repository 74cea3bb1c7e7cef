/**
 * Proves the live data of the signed-in shell: while the live channel is not open, prices and
 * the closed check poll every 3 seconds (the spec's cadence); once it opens they slow to the
 * safety net and pushed messages update the cache; when it drops, polling is back at 3 s and
 * the channel reconnects. `account` notices reload that user's orders, balance and gold, each
 * topic at most once per 3 s.
 */
import type { GoldPrice } from '@emas/api';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { saveSession } from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { FakeSocket, stubWebSocket } from '../../test-support/fake-socket.ts';
import { renderAt, testQueryClient } from '../../test-support/render.tsx';
import { authAnswer, balanceReply } from '../../test-support/session-fixtures.ts';
import { applyLiveMessage, upsertCandle } from './live-updates.ts';
import { useLiveUpdates } from './live-updates.ts';
import { useGoldPrices, useMarketStatus } from './queries.ts';

const price = (runningPriceBuy: string): GoldPrice => ({
  id: 5,
  contractId: 5,
  buy: '1192800.00',
  sell: '1190000.00',
  contractPriceBuy: '1192800.00',
  contractPriceSell: '1190000.00',
  runningPriceBuy,
  runningPriceSell: '1190000.00',
  updatedAt: '2026-03-02T03:00:00.000Z',
});

function Probe() {
  useLiveUpdates('user-1');
  const golds = useGoldPrices();
  const status = useMarketStatus();
  const balance = useQuery({
    queryKey: queryKeys.balance('user-1'),
    queryFn: () => api<{ body: unknown }>('/v2/igx/balance', { method: 'POST', body: {} }),
  });
  return (
    <p>
      price {golds.data?.[0]?.runningPriceBuy ?? 'none'}; closed{' '}
      {String(status.data?.is_closed ?? 'unknown')}; balance {balance.isSuccess ? 'in' : 'out'}
    </p>
  );
}

const serve = () =>
  fakeServer({
    'GET /v2.1/igx/golds': { body: { status: 200, data: [price('1192800.00')] } },
    'POST /v2/igx/balance': balanceReply(),
  });

const passMs = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('live updates', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(authAnswer({ token: 'token-7' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubWebSocket();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls every 3 s without the channel, slows down while it is open, and falls back', async () => {
    const server = serve();
    const view = renderAt(<Probe />);
    await screen.findByText(/price 1192800.00/);
    const golds = () => server.callsTo('GET /v2.1/igx/golds').length;
    const closedChecks = () => server.callsTo('GET /v2/igx/market_status').length;
    expect(golds()).toBe(1);
    await passMs(3_000);
    await waitFor(() => expect(golds()).toBeGreaterThanOrEqual(2));
    expect(closedChecks()).toBeGreaterThanOrEqual(2);

    act(() => FakeSocket.latest().open());
    expect(JSON.parse(FakeSocket.latest().sent[0] ?? '')).toEqual({
      type: 'auth',
      token: 'token-7',
    });
    const goldsWhenOpen = golds();
    const checksWhenOpen = closedChecks();
    await passMs(9_000);
    expect(golds()).toBe(goldsWhenOpen);
    expect(closedChecks()).toBe(checksWhenOpen);

    act(() => FakeSocket.latest().push({ type: 'prices', data: [price('1200000.00')] }));
    expect(await screen.findByText(/price 1200000.00/)).toBeInTheDocument();

    act(() => FakeSocket.latest().drop());
    await passMs(3_000);
    await waitFor(() => expect(golds()).toBeGreaterThan(goldsWhenOpen));
    // The channel dials again by itself.
    await passMs(1_500);
    expect(FakeSocket.instances.length).toBeGreaterThanOrEqual(2);
    view.unmount();
  });

  it('applies market status pushes and reloads the balance on an account notice', async () => {
    const server = serve();
    renderAt(<Probe />);
    await screen.findByText(/closed false/);
    act(() => FakeSocket.latest().open());
    await screen.findByText(/balance in/);
    expect(server.callsTo('POST /v2/igx/balance')).toHaveLength(1);

    act(() =>
      FakeSocket.latest().push({ type: 'market', data: { is_closed: true, close_type: 1 } }),
    );
    expect(await screen.findByText(/closed true/)).toBeInTheDocument();

    act(() => FakeSocket.latest().push({ type: 'account', data: { topics: ['orders'] } }));
    await passMs(100);
    expect(server.callsTo('POST /v2/igx/balance')).toHaveLength(1);
    act(() => FakeSocket.latest().push({ type: 'account', data: { topics: ['balance'] } }));
    await waitFor(() => expect(server.callsTo('POST /v2/igx/balance')).toHaveLength(2));
  });

  it('reloads a topic at most once per 3 s however often its notices come', async () => {
    const server = serve();
    renderAt(<Probe />);
    act(() => FakeSocket.latest().open());
    await screen.findByText(/balance in/);
    const balances = () => server.callsTo('POST /v2/igx/balance').length;
    const notify = () =>
      act(() => FakeSocket.latest().push({ type: 'account', data: { topics: ['balance'] } }));

    // The lp's market maker: a notice every 250 ms for 2.5 s.
    for (let notice = 0; notice < 10; notice += 1) {
      notify();
      await passMs(250);
    }
    await waitFor(() => expect(balances()).toBe(2));
    // The burst's last change still arrives, once, when the 3-second window ends.
    await passMs(1_000);
    await waitFor(() => expect(balances()).toBe(3));
    await passMs(6_000);
    expect(balances()).toBe(3);
  });
});

describe('applying a live message', () => {
  it('merges prices by contract and keeps the others', () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.golds, [price('1'), { ...price('2'), id: 4, contractId: 4 }]);
    applyLiveMessage(client, { type: 'prices', data: [price('3')] }, null);
    const golds = client.getQueryData<GoldPrice[]>(queryKeys.golds);
    expect(golds?.map((entry) => [entry.contractId, entry.runningPriceBuy])).toEqual([
      [5, '3'],
      [4, '2'],
    ]);
  });

  it('sets the rate and one OHLC per contract', () => {
    const client = testQueryClient();
    const ohlc = {
      contractId: 1,
      date: '2026-03-02',
      open: '1',
      high: '2',
      low: '1',
      close: '2',
      rate: '2',
      lastPrice: '2',
      caretDirection: 'up' as const,
      streaming_rate: '16000.00',
    };
    applyLiveMessage(client, { type: 'ohlc', data: [ohlc] }, null);
    expect(client.getQueryData(queryKeys.ohlc(1))).toEqual(ohlc);
    expect(client.getQueryData(queryKeys.ohlc(5))).toBeUndefined();
  });

  it('extends a loaded chart with a pushed candle, and leaves unloaded charts alone', () => {
    const client = testQueryClient();
    const candle = (time: number, close: string) => ({
      time,
      open: '1',
      high: '2',
      low: '1',
      close,
    });
    client.setQueryData(queryKeys.candles('XAUIDRG'), [candle(60, '1'), candle(120, '1')]);
    applyLiveMessage(
      client,
      { type: 'candle', data: { symbol: 'XAUIDRG', candle: candle(120, '2') } },
      null,
    );
    applyLiveMessage(
      client,
      { type: 'candle', data: { symbol: 'XAUIDRG', candle: candle(180, '3') } },
      null,
    );
    applyLiveMessage(
      client,
      { type: 'candle', data: { symbol: 'XAUUSDG', candle: candle(180, '3') } },
      null,
    );
    expect(client.getQueryData(queryKeys.candles('XAUIDRG'))).toEqual([
      candle(60, '1'),
      candle(120, '2'),
      candle(180, '3'),
    ]);
    expect(client.getQueryData(queryKeys.candles('XAUUSDG'))).toBeUndefined();
  });

  it('keeps at most 500 candles and ignores one older than the last', () => {
    const candles = Array.from({ length: 500 }, (_, index) => ({
      time: index * 60,
      open: '1',
      high: '1',
      low: '1',
      close: '1',
    }));
    const next = upsertCandle(candles, {
      time: 500 * 60,
      open: '2',
      high: '2',
      low: '2',
      close: '2',
    });
    expect(next).toHaveLength(500);
    expect(next[0]?.time).toBe(60);
    expect(
      upsertCandle(candles, { time: 0, open: '9', high: '9', low: '9', close: '9' })[0]?.close,
    ).toBe('1');
  });
});
