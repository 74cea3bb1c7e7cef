/**
 * Proves the gold charts: the trade page's IDR chart reads XAUIDRG candles and draws them as a
 * candlestick series (TradingView Lightweight Charts' v5 `addSeries(CandlestickSeries)`), a
 * pushed `candle` message updates the last bar instead of redrawing everything, and the Trading
 * Chart page shows XAUUSDG at 700 px; the trade page's chart switches to a contract's trades.
 * Without data it says so instead of drawing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { FakeSocket, stubWebSocket } from '../../test-support/fake-socket.ts';
import { renderAt } from '../../test-support/render.tsx';
import { useLiveUpdates } from './live-updates.ts';
import { PriceChart } from './price-chart.tsx';
import type { ChartSymbol } from './queries.ts';
import { TradingChartPage } from './trading-chart-page.tsx';

const chart = vi.hoisted(() => {
  const series = { setData: vi.fn(), update: vi.fn() };
  const api = {
    addSeries: vi.fn(() => series),
    remove: vi.fn(),
    timeScale: vi.fn(() => ({ scrollToRealTime: vi.fn() })),
  };
  return { series, api, createChart: vi.fn(() => api) };
});

vi.mock('lightweight-charts', () => ({
  createChart: chart.createChart,
  CandlestickSeries: { type: 'Candlestick' },
  ColorType: { Solid: 'solid' },
}));

const JAKARTA_OFFSET_S = 7 * 60 * 60;
const candle = (time: number, close: string) => ({
  time,
  open: '100.00',
  high: '120.00',
  low: '90.00',
  close,
});

const candlesReply = (symbol: string, candles: ReturnType<typeof candle>[]) => ({
  body: { status: 200, data: { symbol, interval: '1m', candles } },
});

function LiveChart() {
  useLiveUpdates('user-1');
  return <PriceChart symbol="XAUIDRG" height={380} />;
}

describe('price chart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('ResizeObserver', class {});
    stubWebSocket();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the XAUIDRG candles and updates the last bar from a pushed candle', async () => {
    const server = fakeServer({
      'GET /v2/igx/candles': candlesReply('XAUIDRG', [candle(60, '110.00'), candle(120, '115.00')]),
    });
    renderAt(<LiveChart />);
    await waitFor(() => expect(chart.series.setData).toHaveBeenCalledTimes(1));
    const query = server.callsTo('GET /v2/igx/candles')[0]?.url.searchParams;
    expect(query?.get('symbol')).toBe('XAUIDRG');
    expect(query?.get('interval')).toBe('1m');
    expect(query?.get('limit')).toBe('500');
    expect(chart.api.addSeries).toHaveBeenCalledWith({ type: 'Candlestick' }, expect.any(Object));
    expect(chart.series.setData).toHaveBeenCalledWith([
      { time: 60 + JAKARTA_OFFSET_S, open: 100, high: 120, low: 90, close: 110 },
      { time: 120 + JAKARTA_OFFSET_S, open: 100, high: 120, low: 90, close: 115 },
    ]);
    expect(screen.getByRole('img', { name: /XAUIDRG.*Rp 115,00/ })).toBeInTheDocument();

    act(() => FakeSocket.latest().open());
    act(() =>
      FakeSocket.latest().push({
        type: 'candle',
        data: { symbol: 'XAUIDRG', candle: candle(180, '118.00') },
      }),
    );
    await waitFor(() =>
      expect(chart.series.update).toHaveBeenCalledWith({
        time: 180 + JAKARTA_OFFSET_S,
        open: 100,
        high: 120,
        low: 90,
        close: 118,
      }),
    );
    expect(chart.series.setData).toHaveBeenCalledTimes(1);
  });

  it('says there is no data instead of drawing an empty chart', async () => {
    fakeServer({ 'GET /v2/igx/candles': candlesReply('XAUIDRG', []) });
    renderAt(<PriceChart symbol="XAUIDRG" height={380} />);
    expect(await screen.findByText('Belum ada data harga untuk grafik.')).toBeInTheDocument();
    expect(chart.createChart).not.toHaveBeenCalled();
  });

  it('says the chart failed when the candles cannot load', async () => {
    fakeServer({ 'GET /v2/igx/candles': { status: 500, body: null } });
    renderAt(<PriceChart symbol="XAUIDRG" height={380} />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Grafik tidak dapat dimuat'),
    );
  });

  it('shows gold in USD, XAUUSDG, 700 px high on the Trading Chart page', async () => {
    const server = fakeServer({
      'GET /v2/igx/candles': candlesReply('XAUUSDG', [candle(60, '85.1234')]),
    });
    renderAt(<TradingChartPage />, '/trading-chart');
    expect(screen.getByRole('heading', { name: 'Trading Chart', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(chart.createChart).toHaveBeenCalled());
    expect(chart.createChart).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ height: 700 }),
    );
    expect(server.callsTo('GET /v2/igx/candles')[0]?.url.searchParams.get('symbol')).toBe(
      'XAUUSDG',
    );
    expect(screen.getByText('$85,1234')).toBeInTheDocument();
  });

  it('switches to the candles of a contract’s trades, and says when it has none', async () => {
    const server = fakeServer({
      'GET /v2/igx/candles': candlesReply('XAUIDRG', [candle(60, '110.00')]),
      'GET /v2/igx/trade_candles': candlesReply('DG1', []),
    });
    function Switching() {
      const [symbol, setSymbol] = useState<ChartSymbol>('XAUIDRG');
      return (
        <PriceChart
          symbol={symbol}
          height={380}
          sources={['XAUIDRG', 'DG1']}
          onSource={setSymbol}
        />
      );
    }
    const user = userEvent.setup();
    renderAt(<Switching />);
    const source = screen.getByRole('combobox', { name: 'Sumber grafik' });
    expect(source).toHaveValue('XAUIDRG');
    await user.selectOptions(source, 'Transaksi DG1');
    expect(
      await screen.findByText('Belum ada transaksi DG1 dalam 500 menit terakhir.'),
    ).toBeInTheDocument();
    expect(server.callsTo('GET /v2/igx/trade_candles')[0]?.url.searchParams.get('symbol')).toBe(
      'DG1',
    );
  });
});
