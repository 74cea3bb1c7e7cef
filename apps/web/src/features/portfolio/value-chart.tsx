import type { PortfolioPoint } from '@emas/api';
import {
  PORTFOLIO_RANGES,
  formatDecimal,
  profitLoss,
  senToUsdViewMinor,
  toDecimalString,
  type PortfolioRange,
} from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { decimalToMinor } from '../../lib/decimal.ts';
import { dayText, type MoneyView } from '../../lib/figure-text.ts';
import { useMoneyText } from '../shell/index.ts';
import { changeText, trendOf } from './change-text.ts';
import { portfolioHistoryQuery } from './portfolio-calls.ts';
import { usePortfolioTranslation } from './use-portfolio-translation.ts';

/** The chart library comes with this chunk, only where the chart is on screen. */
const ValueChartCanvas = lazy(() => import('./value-chart-canvas.tsx'));

const CHART_HEIGHT_PX = 260;
/** The chart's licence asks for a link to its maker. */
const TRADINGVIEW_URL = 'https://www.tradingview.com/';

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A point's value as the chart draws it: whole units of the display currency, as a number. */
const plotted = (sen: bigint, view: MoneyView): number =>
  Number(view.currency === 'usd' ? senToUsdViewMinor(sen, view.rateIdrPerUsd, 2) : sen) / 100;

/** The axis text: the currency's sign and the language's grouping, no decimals. */
const axisText = (view: MoneyView) => (value: number) =>
  `${view.currency === 'usd' ? '$' : 'Rp '}${formatDecimal(BigInt(Math.round(value)), 0, view.locale)}`;

/** The change from the range's first day to today, with its percent of the first day. */
const rangeChange = (points: readonly PortfolioPoint[]) => {
  const first = decimalToMinor(points[0]?.value, 2);
  const last = decimalToMinor(points[points.length - 1]?.value, 2);
  if (first === null || last === null) return null;
  const change = profitLoss(last, first);
  // A percent of a start at or below nothing says nothing: the amount alone then.
  const percent = change.basisPoints === null || first <= 0n ? null : change.basisPoints;
  return {
    amount: toDecimalString(change.minor, 2),
    percent: percent === null ? null : toDecimalString(percent, 2),
  };
};

/**
 * The portfolio's value over 1W, 1M, 1Y or All: an area chart of each day's cash and gold,
 * in the chosen currency, with the range's change in words and a described picture for screen
 * readers.
 */
export function ValueChart({ userId }: { userId: string }) {
  const { t } = usePortfolioTranslation();
  const money = useMoneyText();
  const titleId = useId();
  const [range, setRange] = useState<PortfolioRange>('1M');
  const history = useQuery(portfolioHistoryQuery(userId, range));
  const points = history.data?.data.points ?? [];
  const rangeName = t(`chart.ranges.${range}.spoken`);
  const note = (text: string, role?: 'status' | 'alert') => (
    <div className="portfolio-chart-note" style={{ height: CHART_HEIGHT_PX }} role={role}>
      {text}
    </div>
  );
  const change = rangeChange(points);
  const first = points[0];
  const last = points[points.length - 1];
  const body = (() => {
    if (history.isPending) return note(t('chart.loading'), 'status');
    if (history.isError || first === undefined || last === undefined) {
      return note(t('chart.failed'), 'alert');
    }
    if (typeof window.ResizeObserver !== 'function') return note(t('chart.unsupported'));
    const plots = points.map((point) => ({
      date: point.date,
      value: plotted(decimalToMinor(point.value, 2) ?? 0n, money.view),
    }));
    const label = t('chart.described', {
      range: rangeName,
      first: money.rupiah(first.value),
      firstDate: dayText(first.date, money.view.locale),
      last: money.rupiah(last.value),
      lastDate: dayText(last.date, money.view.locale),
    });
    return (
      <ChartBoundary fallback={note(t('chart.failed'), 'alert')}>
        <Suspense fallback={note(t('chart.loading'), 'status')}>
          <ValueChartCanvas
            points={plots}
            height={CHART_HEIGHT_PX}
            format={axisText(money.view)}
            label={label}
          />
        </Suspense>
      </ChartBoundary>
    );
  })();
  return (
    <section className="portfolio-card portfolio-chart" aria-labelledby={titleId}>
      <div className="portfolio-chart-head">
        <h2 id={titleId}>{t('chart.title')}</h2>
        <SegmentedControl
          label={t('chart.range')}
          value={range}
          onChange={setRange}
          options={PORTFOLIO_RANGES.map((value) => ({
            value,
            label: t(`chart.ranges.${value}.label`),
            spoken: t(`chart.ranges.${value}.spoken`),
          }))}
        />
      </div>
      <p
        className={`portfolio-chart-change portfolio-trend-${trendOf(change?.amount)}`}
        aria-live="polite"
      >
        {history.isSuccess && change !== null
          ? t('chart.change', {
              range: rangeName,
              change: changeText(change, money.rupiah, money.view.locale),
            })
          : '\u00a0'}
      </p>
      {body}
      <p className="portfolio-note">{t('chart.explained')}</p>
      <p className="portfolio-attribution">
        <a href={TRADINGVIEW_URL} target="_blank" rel="noopener noreferrer">
          {t('chart.attribution')}
        </a>
      </p>
    </section>
  );
}
