import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { decimalToMinor, dollarText, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { LiveIndicator } from './live-indicator.tsx';
import { isTradeSymbol, useCandles, type ChartSymbol } from './queries.ts';
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
};

/** The chart library's licence asks for a link to its maker. */
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

/** Axis decimals: whole rupiah per gram, cents per gram; API decimals of each. */
const isUsd = (symbol: ChartSymbol) => symbol === 'XAUUSDG';
const axisPrecision = (symbol: ChartSymbol) => (isUsd(symbol) ? 2 : 0);
const priceScale = (symbol: ChartSymbol) => (isUsd(symbol) ? 4 : 2);

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A card with the gold candlestick chart of a symbol, its last price and the live state. */
export function PriceChart({
  symbol,
  height,
  headingLevel = 2,
  sources,
  onSource,
}: PriceChartProps) {
  const { t } = useMarketTranslation();
  const [language] = useLanguage();
  const titleId = useId();
  const candles = useCandles(symbol);
  const list = candles.data ?? [];
  const last = list[list.length - 1];
  const scale = priceScale(symbol);
  const lastMinor = decimalToMinor(last?.close, scale);
  const lastText =
    lastMinor === null
      ? NO_FIGURE
      : isUsd(symbol)
        ? dollarText(lastMinor, scale, language)
        : rupiahText(lastMinor, language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const supported = typeof window.ResizeObserver === 'function';

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
            precision={axisPrecision(symbol)}
            label={t('chart.label', { symbol, last: lastText })}
          />
        </Suspense>
      </ChartBoundary>
    );
  })();

  return (
    <section className="card chart-card" aria-labelledby={titleId}>
      <div className="chart-header">
        <Heading id={titleId} className="chart-title">
          {isUsd(symbol) ? t('chart.usdTitle') : t('chart.idrTitle')}
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
        <span className="chart-interval">{t('chart.interval')}</span>
        <span className="chart-last">
          <span className="chart-last-label">{t('chart.last')}</span>{' '}
          <span className="chart-last-figure">{lastText}</span>
        </span>
        <LiveIndicator />
      </div>
      {body}
      <p className="chart-attribution">
        <a href={TRADINGVIEW_URL} target="_blank" rel="noopener noreferrer">
          {t('chart.attribution')}
        </a>
      </p>
    </section>
  );
}
