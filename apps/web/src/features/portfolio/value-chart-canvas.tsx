import {
  AreaSeries,
  ColorType,
  createChart,
  type AreaData,
  type IChartApi,
  type ISeriesApi,
  type Time,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

/**
 * The portfolio value's area chart (TradingView Lightweight Charts, loaded with this chunk only
 * where the chart shows). Values arrive already in the display currency as numbers: fine for
 * drawing, and no figure drawn here is ever used in a calculation.
 */
export type ValuePlot = { readonly date: string; readonly value: number };

export type ValueChartCanvasProps = {
  points: readonly ValuePlot[];
  height: number;
  /** The axis's and crosshair's text of a value: the currency and the language's grouping. */
  format: (value: number) => string;
  label: string;
};

const cssColour = (variable: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || fallback;

export default function ValueChartCanvas({ points, height, format, label }: ValueChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  useEffect(() => {
    const node = container.current;
    if (node === null) return;
    const line = cssColour('--brand', '#8f6a10');
    const created = createChart(node, {
      autoSize: true,
      height,
      layout: {
        // The library's logo would be a tab stop inside a picture; the card credits it in text.
        attributionLogo: false,
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: cssColour('--text-muted', '#5b5548'),
        fontFamily: getComputedStyle(document.documentElement).fontFamily,
      },
      grid: {
        vertLines: { visible: false },
        horzLines: { color: cssColour('--border', '#e3ded2') },
      },
      rightPriceScale: { borderColor: cssColour('--border-strong', '#c9c1ae') },
      timeScale: { borderColor: cssColour('--border-strong', '#c9c1ae'), fixLeftEdge: true },
      handleScroll: false,
      handleScale: false,
    });
    series.current = created.addSeries(AreaSeries, {
      lineColor: line,
      topColor: `${line}55`,
      bottomColor: `${line}08`,
      lineWidth: 2,
      priceLineVisible: false,
    });
    // A new width shows a new number of days: the whole range is fitted again.
    const fit = () => created.timeScale().fitContent();
    created.timeScale().subscribeSizeChange(fit);
    chart.current = created;
    return () => {
      created.timeScale().unsubscribeSizeChange(fit);
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [height]);

  useEffect(() => {
    const data: AreaData<Time>[] = points.map((point) => ({
      time: point.date as Time,
      value: point.value,
    }));
    // The currency or language may have changed with the points: the axis speaks as they do.
    chart.current?.applyOptions({ localization: { priceFormatter: format } });
    series.current?.setData(data);
    chart.current?.timeScale().fitContent();
  }, [points, height, format]);

  return (
    <div
      ref={container}
      className="portfolio-chart-canvas"
      style={{ height }}
      role="img"
      aria-label={label}
    />
  );
}
