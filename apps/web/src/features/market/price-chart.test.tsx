/**
 * Proves the gold charts: the trade page's IDR chart reads XAUIDRG candles and draws them as a
 * candlestick series (TradingView Lightweight Charts' v5 `addSeries(CandlestickSeries)`), a
 * pushed `candle` message updates the last bar instead of redrawing everything, and the Trading
 * Chart page shows XAUUSDG at 700 px; the trade page's chart switches to a contract's trades.
 * Without data it says so instead of drawing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
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
  const markers = { setMarkers: vi.fn() };
  const crosshair: { handler: ((param: { time?: number }) => void) | null } = { handler: null };
  const api = {
    addSeries: vi.fn(() => series),
    remove: vi.fn(),
    timeScale: vi.fn(() => ({ scrollToRealTime: vi.fn(), fitContent: vi.fn() })),
    subscribeCrosshairMove: vi.fn((handler: (param: { time?: number }) => void) => {
      crosshair.handler = handler;
    }),
    unsubscribeCrosshairMove: vi.fn(),
  };
  return {
    series,
    api,
    markers,
    crosshair,
    createChart: vi.fn(() => api),
    createSeriesMarkers: vi.fn(() => markers),
  };
});

vi.mock('lightweight-charts', () => ({
  createChart: chart.createChart,
  createSeriesMarkers: chart.createSeriesMarkers,
  CandlestickSeries: { type: 'Candlestick' },
  LineSeries: { type: 'Line' },
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
    expect(screen.getByText('$85,1234', { selector: '.chart-last-figure' })).toBeInTheDocument();
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
      await screen.findByText('Belum ada transaksi DG1 dalam rentang ini.'),
    ).toBeInTheDocument();
    expect(server.callsTo('GET /v2/igx/trade_candles')[0]?.url.searchParams.get('symbol')).toBe(
      'DG1',
    );
  });

  it('asks for the candles of each timeframe and says which one is pressed', async () => {
    const server = fakeServer({
      'GET /v2/igx/trade_candles': candlesReply('DG1', [candle(60, '110.00')]),
      'GET /v2/igx/fills': { body: { status: 200, data: [] } },
    });
    const user = userEvent.setup();
    renderAt(<PriceChart symbol="DG1" height={300} userId="user-1" />);
    const intervals = screen.getByRole('group', { name: 'Interval candle' });
    const ranges = screen.getByRole('group', { name: 'Rentang waktu' });
    expect(
      within(intervals)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1m', '5m', '15m', '1h', '1D']);
    expect(
      within(ranges)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1D', '1W', '1M', '1Y', 'All']);
    const oneMinute = within(intervals).getByRole('button', { name: '1m, candle 1 menit' });
    expect(oneMinute).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(intervals).getByRole('button', { name: '5m, candle 5 menit' }));
    await waitFor(() => expect(server.callsTo('GET /v2/igx/trade_candles')).toHaveLength(2));
    const asked = (index: number) => server.callsTo('GET /v2/igx/trade_candles')[index]?.url;
    expect(asked(1)?.searchParams.get('interval')).toBe('5m');
    expect(asked(1)?.searchParams.get('limit')).toBe('500');
    expect(oneMinute).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(ranges).getByRole('button', { name: '1W, rentang 1 minggu' }));
    await waitFor(() => expect(server.callsTo('GET /v2/igx/trade_candles')).toHaveLength(3));
    expect(asked(2)?.searchParams.get('interval')).toBe('1h');
    expect(asked(2)?.searchParams.get('limit')).toBe('168');
    expect(
      await screen.findByRole('img', { name: /^Grafik candlestick DG1, rentang 1 minggu\./ }),
    ).toBeInTheDocument();
    expect(within(ranges).getByRole('button', { name: /^All, / })).toHaveAttribute(
      'aria-label',
      'All, seluruh riwayat',
    );
  });

  it('draws a line on demand and reads the crosshair’s candle out as text', async () => {
    fakeServer({
      'GET /v2/igx/candles': candlesReply('XAUIDRG', [candle(60, '110.00'), candle(120, '115.00')]),
    });
    const user = userEvent.setup();
    renderAt(<PriceChart symbol="XAUIDRG" height={300} />);
    const close = () =>
      screen.getByText('Tutup', { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(close()).toBe('Rp 115,00'));
    act(() => chart.crosshair.handler?.({ time: 60 + JAKARTA_OFFSET_S }));
    expect(close()).toBe('Rp 110,00');
    act(() => chart.crosshair.handler?.({}));
    expect(close()).toBe('Rp 115,00');

    await user.click(screen.getByRole('radio', { name: 'Garis' }));
    await waitFor(() =>
      expect(chart.api.addSeries).toHaveBeenLastCalledWith({ type: 'Line' }, expect.any(Object)),
    );
    expect(screen.getByText('Harga', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Grafik garis XAUIDRG/ })).toBeInTheDocument();
  });

  it('marks the user’s fills on a contract’s chart and lists them in words', async () => {
    const server = fakeServer({
      'GET /v2/igx/trade_candles': candlesReply('DG1', [candle(60, '110.00')]),
      'GET /v2/igx/fills': {
        body: {
          status: 200,
          data: [
            {
              trade_id: 't1',
              order_id: 'o1',
              direction: 'buy',
              time: 75,
              price: '1195000.00',
              price_per_gram: '1195000.00',
              quantity: '2.0',
              quantity_mg: '2000',
            },
          ],
        },
      },
    });
    renderAt(<PriceChart symbol="DG1" height={300} userId="user-1" />);
    const fills = await screen.findByRole('region', { name: 'Transaksi Anda di grafik (1)' });
    expect(within(fills).getByRole('listitem')).toHaveTextContent(/^BUY 2,0 lot · /);
    expect(chart.markers.setMarkers).toHaveBeenLastCalledWith([
      expect.objectContaining({
        time: 60 + JAKARTA_OFFSET_S,
        position: 'belowBar',
        shape: 'arrowUp',
        text: 'BUY 2,0',
      }),
    ]);
    expect(server.callsTo('GET /v2/igx/fills')[0]?.url.searchParams.get('contract_id')).toBe('5');
  });
});
