import type { Candle } from '@emas/api';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * The candlestick canvas (TradingView Lightweight Charts, loaded with this chunk only where a
 * chart shows). Candle prices arrive as decimal strings; the canvas plots numbers, which is
 * fine for drawing: no figure from here is ever used in a calculation.
 */
export type ChartCanvasProps = {
  candles: readonly Candle[];
  height: number;
  /** Decimals of the price axis. */
  precision: number;
  label: string;
};

/** The axis shows Jakarta wall-clock time (UTC+7 all year), as the market's hours are. */
const JAKARTA_OFFSET_S = 7 * 60 * 60;

const toPoint = (candle: Candle): CandlestickData<UTCTimestamp> => ({
  time: (candle.time + JAKARTA_OFFSET_S) as UTCTimestamp,
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
});

const cssColour = (variable: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || fallback;

/**
 * Axis labels with the UI language's grouping (1.191.563 or 1,191,563). The chart draws from
 * numbers; the figures shown elsewhere come from the decimal strings.
 */
const axisPrice = (precision: number) => {
  const format = new Intl.NumberFormat(document.documentElement.lang === 'en' ? 'en-US' : 'id-ID', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  });
  return (price: number) => format.format(price);
};

export default function ChartCanvas({ candles, height, precision, label }: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  /** The time of the series' last candle, to tell a push (one new or changed candle) from a reload. */
  const shownLastTime = useRef<number | null>(null);

  useEffect(() => {
    const node = container.current;
    if (node === null) return;
    const up = cssColour('--success', '#1f7a3a');
    const down = cssColour('--danger', '#b42318');
    const created = createChart(node, {
      autoSize: true,
      height,
      layout: {
        // The library's logo is a link inside the canvas's image, a tab stop inside a picture;
        // the card credits TradingView under the chart instead.
        attributionLogo: false,
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: cssColour('--text-muted', '#5b5548'),
        fontFamily: getComputedStyle(document.documentElement).fontFamily,
      },
      grid: {
        vertLines: { color: cssColour('--border', '#e3ded2') },
        horzLines: { color: cssColour('--border', '#e3ded2') },
      },
      rightPriceScale: { borderColor: cssColour('--border-strong', '#c9c1ae') },
      localization: { priceFormatter: axisPrice(precision) },
      timeScale: {
        borderColor: cssColour('--border-strong', '#c9c1ae'),
        timeVisible: true,
        secondsVisible: false,
      },
    });
    const minMove = 1 / 10 ** precision;
    series.current = created.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderVisible: false,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision, minMove },
    });
    chart.current = created;
    shownLastTime.current = null;
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [height, precision]);

  useEffect(() => {
    const target = series.current;
    if (target === null) return;
    const last = candles[candles.length - 1];
    const previous = candles[candles.length - 2];
    const before = shownLastTime.current;
    const isPush =
      before !== null &&
      last !== undefined &&
      last.time >= before &&
      (previous === undefined || previous.time <= before);
    if (isPush) target.update(toPoint(last));
    else {
      target.setData(candles.map(toPoint));
      chart.current?.timeScale().scrollToRealTime();
    }
    shownLastTime.current = last?.time ?? null;
    // The chart is new when its height or decimals change: it takes the whole history again.
  }, [candles, height, precision]);

  return (
    <div
      ref={container}
      className="chart-canvas"
      style={{ height }}
      role="img"
      aria-label={label}
    />
  );
}
