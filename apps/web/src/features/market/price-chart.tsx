import {
  chartWindow,
  chartWindowStartMs,
  fillMarkers,
  formatDecimal,
  intervalMs,
  tenthsOfQuantityMg,
  contracts,
  type ChartTimeframe,
  type FillMarker,
} from '@emas/domain';
import { Component, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import type { ChartMarker, ChartStyle } from './chart-canvas.tsx';
import {
  candleAt,
  candlesInCurrency,
  candleTimeText,
  chartPriceText,
  markerTime,
  USD_CHART_SCALE,
} from './chart-model.ts';
import { ChartReadout } from './chart-readout.tsx';
import { ChartToolbar } from './chart-toolbar.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import {
  isTradeSymbol,
  rateIdrPerUsd,
  useCandles,
  useChartFills,
  useStreamRate,
  type ChartSymbol,
} from './queries.ts';
import { useMarketTranslation } from './use-market-translation.ts';
import './market.css';

/** The chart library comes with this chunk, only where a chart is on screen. */
const ChartCanvas = lazy(() => import('./chart-canvas.tsx'));

type PriceChartProps = {
  symbol: ChartSymbol;
  height: number;
  /** The heading level of the chart's title inside its page. */
  headingLevel?: 2 | 3;
  /** When given, a select in the header switches between these symbols. */
  sources?: readonly ChartSymbol[];
  onSource?: (symbol: ChartSymbol) => void;
  /** The signed-in user whose fills are marked on a contract's chart; null for none. */
  userId?: string | null;
};

/** The chart library's licence asks for a link to its maker. */
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

const DEFAULT_TIMEFRAME: ChartTimeframe = { kind: 'interval', interval: '1m' };
/** Fills listed under the chart in words; the markers show every one. */
const FILLS_LISTED = 3;

/** The dollar reference is always dollars; a rupiah chart follows the top bar's switch. */
const isUsdSource = (symbol: ChartSymbol) => symbol === 'XAUUSDG';
/** The dollar reference's figures carry 4 decimals; converted rupiah, cents. */
const usdScaleOf = (symbol: ChartSymbol) => (isUsdSource(symbol) ? 4 : USD_CHART_SCALE);
/** Axis decimals: whole rupiah per gram, cents per gram. */
const axisPrecision = (usd: boolean) => (usd ? USD_CHART_SCALE : 0);

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The lots of a marker's fills, as the language writes them ('1,5'). */
const markerLots = (symbol: ChartSymbol, marker: FillMarker, locale: 'id' | 'en'): string => {
  const contract = contracts.find((each) => each.codeName === symbol);
  return contract === undefined
    ? '—'
    : formatDecimal(tenthsOfQuantityMg(contract, marker.quantityMg), 1, locale);
};

/**
 * A card with the gold chart of a symbol: its timeframes (1m … 1D candles, 1D … All spans),
 * candles or a line, the crosshair's candle read out as text, the user's own fills marked on a
 * contract's chart and listed in words, its last price and the live state, in the display
 * currency.
 */
export function PriceChart({
  symbol,
  height,
  headingLevel = 2,
  sources,
  onSource,
  userId = null,
}: PriceChartProps) {
  const { t } = useMarketTranslation();
  const [language] = useLanguage();
  const titleId = useId();
  const [timeframe, setTimeframe] = useState<ChartTimeframe>(DEFAULT_TIMEFRAME);
  const [style, setStyle] = useState<ChartStyle>('candles');
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const window = useMemo(() => chartWindow(timeframe), [timeframe]);
  const fillsTitleId = useId();
  const candles = useCandles(symbol, window);
  const rate = rateIdrPerUsd(useStreamRate().data);
  const chosenCurrency = displayCurrency.use();
  const currency = isUsdSource(symbol) ? 'usd' : chosenCurrency;
  const list = useMemo(() => {
    const fetched = candles.data ?? [];
    return isUsdSource(symbol)
      ? fetched
      : candlesInCurrency(fetched, { currency, rateIdrPerUsd: rate });
  }, [candles.data, symbol, currency, rate]);
  const last = list[list.length - 1];
  const lastText = chartPriceText(last?.close, currency, language, usdScaleOf(symbol));
  // The window's start moves with its newest candle; the fills are asked from there.
  // Without a candle there is nothing to mark, and no fills are asked for.
  const newestMs = last === undefined ? 0 : last.time * 1000;
  const fromMs = chartWindowStartMs(window, newestMs);
  const fills = useChartFills(symbol, last === undefined ? null : userId, fromMs);
  // Up to the end of the newest candle: a fill after it has no candle to sit on yet.
  const markers = useMemo(
    () => fillMarkers(fills, window, newestMs + intervalMs(window.interval) - 1),
    [fills, window, newestMs],
  );
  const daily = window.interval === '1d';
  const sideText = (marker: FillMarker) => (marker.direction === 'buy' ? 'BUY' : 'SELL');
  const canvasMarkers = useMemo(
    (): ChartMarker[] =>
      markers.map((marker) => ({
        time: markerTime(marker),
        direction: marker.direction,
        text: `${sideText(marker)} ${markerLots(symbol, marker, language)}`,
      })),
    [markers, symbol, language],
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const supported = typeof globalThis.ResizeObserver === 'function';
  const timeframeText =
    timeframe.kind === 'interval'
      ? t('chart.labelInterval', { interval: t(`chart.period_${timeframe.interval}`) })
      : t('chart.labelRange', { range: t(`chart.range_${timeframe.range}`) });

  const note = (text: string, role?: 'status' | 'alert') => (
    <div className="chart-note" style={{ height }} role={role}>
      {text}
    </div>
  );

  const body = (() => {
    if (candles.isPending) return note(t('chart.loading'), 'status');
    if (candles.isError && list.length === 0) return note(t('chart.failed'), 'alert');
    if (list.length === 0) {
      return note(isTradeSymbol(symbol) ? t('chart.emptyTrades', { symbol }) : t('chart.empty'));
    }
    if (!supported) return note(t('chart.unsupported'));
    return (
      <ChartBoundary fallback={note(t('chart.failed'), 'alert')}>
        <Suspense fallback={note(t('chart.loading'), 'status')}>
          <ChartCanvas
            candles={list}
            height={height}
            precision={axisPrecision(currency === 'usd')}
            style={style}
            markers={canvasMarkers}
            fit={timeframe.kind === 'range'}
            onCrosshair={setHoverTime}
            label={t('chart.label', {
              style: t(`chart.labelStyle_${style}`),
              symbol,
              timeframe: timeframeText,
              last: lastText,
            })}
          />
        </Suspense>
      </ChartBoundary>
    );
  })();

  return (
    <section className="card chart-card" aria-labelledby={titleId}>
      <div className="chart-header">
        <Heading id={titleId} className="chart-title">
          {currency === 'usd' ? t('chart.usdTitle') : t('chart.idrTitle')}
        </Heading>
        {sources && onSource ? (
          <label className="chart-source">
            <span className="visually-hidden">{t('chart.source')}</span>
            <select
              value={symbol}
              onChange={(event) => onSource(event.target.value as ChartSymbol)}
            >
              {sources.map((source) => (
                <option key={source} value={source}>
                  {isTradeSymbol(source)
                    ? t('chart.sourceTrades', { symbol: source })
                    : t('chart.sourceReference')}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="chart-symbol">{symbol}</span>
        )}
        <span className="chart-last">
          <span className="chart-last-label">{t('chart.last')}</span>{' '}
          <span className="chart-last-figure">{lastText}</span>
        </span>
        <LiveIndicator />
      </div>
      <ChartToolbar
        timeframe={timeframe}
        onTimeframe={(next) => {
          setTimeframe(next);
          setHoverTime(null);
        }}
        style={style}
        onStyle={setStyle}
      />
      <ChartReadout
        candle={candleAt(list, hoverTime)}
        style={style}
        currency={currency}
        usdScale={usdScaleOf(symbol)}
        timeText={(time) => candleTimeText(time, daily, language)}
      />
      {body}
      {markers.length > 0 ? (
        <section className="chart-fills" aria-labelledby={fillsTitleId}>
          <p id={fillsTitleId} className="chart-fills-title">
            {t('chart.fills', { count: markers.length })}
          </p>
          <ul>
            {markers
              .slice(-FILLS_LISTED)
              .reverse()
              .map((marker) => (
                <li
                  key={`${marker.startMs}-${marker.direction}`}
                  className={`fill-${marker.direction}`}
                >
                  {t('chart.fill', {
                    side: sideText(marker),
                    lots: markerLots(symbol, marker, language),
                    time: candleTimeText(markerTime(marker), daily, language),
                  })}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      <p className="chart-attribution">
        {currency === 'usd' && !isUsdSource(symbol) ? (
          <span className="chart-rate">
            {t('chart.usdAtRate', { rate: formatDecimal(rate, 0, language) })}{' '}
          </span>
        ) : null}
        <a href={TRADINGVIEW_URL} target="_blank" rel="noopener noreferrer">
          {t('chart.attribution')}
        </a>
      </p>
    </section>
  );
}
