import type { Candle } from '@emas/api';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventParams,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * The chart's canvas (TradingView Lightweight Charts, loaded with this chunk only where a chart
 * shows): candles or a line of closes, the client's fills as markers, and the crosshair's
 * candle reported back so the card can read it out as text. Candle prices arrive as decimal
 * strings; the canvas plots numbers, which is fine for drawing: no figure from here is ever
 * used in a calculation.
 */
export type ChartStyle = 'candles' | 'line';

/** A marker on the candle starting at `time` (epoch seconds), with its words under the chart. */
export type ChartMarker = { time: number; direction: 'buy' | 'sell'; text: string };

export type ChartCanvasProps = {
  candles: readonly Candle[];
  height: number;
  /** Decimals of the price axis. */
  precision: number;
  label: string;
  style?: ChartStyle;
  markers?: readonly ChartMarker[];
  /** The candle under the crosshair (its `time`), or null when the crosshair leaves. */
  onCrosshair?: (time: number | null) => void;
  /** Show every candle (a span such as 1W); otherwise the newest at a readable width. */
  fit?: boolean;
};

/** The axis shows Jakarta wall-clock time (UTC+7 all year), as the market's hours are. */
const JAKARTA_OFFSET_S = 7 * 60 * 60;

const shown = (time: number) => (time + JAKARTA_OFFSET_S) as UTCTimestamp;

const toCandle = (candle: Candle) => ({
  time: shown(candle.time),
  open: Number(candle.open),
  high: Number(candle.high),
  low: Number(candle.low),
  close: Number(candle.close),
});

const toLinePoint = (candle: Candle) => ({ time: shown(candle.time), value: Number(candle.close) });

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

type Series =
  | { readonly style: 'candles'; readonly api: ISeriesApi<'Candlestick'> }
  | { readonly style: 'line'; readonly api: ISeriesApi<'Line'> };

const update = (series: Series, candle: Candle) => {
  if (series.style === 'line') series.api.update(toLinePoint(candle));
  else series.api.update(toCandle(candle));
};

const setData = (series: Series, candles: readonly Candle[]) => {
  if (series.style === 'line') series.api.setData(candles.map(toLinePoint));
  else series.api.setData(candles.map(toCandle));
};

const seriesMarkers = (markers: readonly ChartMarker[], up: string, down: string) =>
  markers.map((marker): SeriesMarker<Time> => ({
    time: shown(marker.time),
    position: marker.direction === 'buy' ? 'belowBar' : 'aboveBar',
    shape: marker.direction === 'buy' ? 'arrowUp' : 'arrowDown',
    color: marker.direction === 'buy' ? up : down,
    text: marker.text,
  }));

export default function ChartCanvas({
  candles,
  height,
  precision,
  label,
  style = 'candles',
  markers = [],
  onCrosshair,
  fit = false,
}: ChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const markerLayer = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const crosshair = useRef(onCrosshair);
  useEffect(() => {
    crosshair.current = onCrosshair;
  }, [onCrosshair]);
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
    const priceFormat = { type: 'price' as const, precision, minMove: 1 / 10 ** precision };
    const added: Series =
      style === 'line'
        ? {
            style,
            api: created.addSeries(LineSeries, {
              color: cssColour('--brand', '#8a6d1d'),
              lineWidth: 2,
              priceFormat,
            }),
          }
        : {
            style,
            api: created.addSeries(CandlestickSeries, {
              upColor: up,
              downColor: down,
              borderVisible: false,
              wickUpColor: up,
              wickDownColor: down,
              priceFormat,
            }),
          };
    const onMove = (param: MouseEventParams<Time>) => {
      const time = param.time === undefined ? null : Number(param.time) - JAKARTA_OFFSET_S;
      crosshair.current?.(time);
    };
    created.subscribeCrosshairMove(onMove);
    series.current = added;
    markerLayer.current = createSeriesMarkers<Time>(added.api, []);
    chart.current = created;
    shownLastTime.current = null;
    return () => {
      created.unsubscribeCrosshairMove(onMove);
      created.remove();
      chart.current = null;
      series.current = null;
      markerLayer.current = null;
    };
  }, [height, precision, style]);

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
    if (isPush) update(target, last);
    else {
      setData(target, candles);
      // A span (1W, 1Y…) is shown whole; an interval's newest candles at a readable width.
      if (fit) chart.current?.timeScale().fitContent();
      else chart.current?.timeScale().scrollToRealTime();
    }
    shownLastTime.current = last?.time ?? null;
    // The chart is new when its height, decimals or style change: it takes the whole history.
  }, [candles, height, precision, style, fit]);

  useEffect(() => {
    markerLayer.current?.setMarkers(
      seriesMarkers(markers, cssColour('--success', '#1f7a3a'), cssColour('--danger', '#b42318')),
    );
  }, [markers, height, precision, style]);

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
