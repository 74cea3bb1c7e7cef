import { useEffect } from 'react';
import { PriceChart } from './price-chart.tsx';
import { useMarketTranslation } from './use-market-translation.ts';
import './market.css';

/** The chart of gold in US dollars, symbol XAUUSDG, 700 px high (spec 001 section 2). */
export const TRADING_CHART_HEIGHT_PX = 700;

export function TradingChartPage() {
  const { t } = useMarketTranslation();
  useEffect(() => {
    document.title = 'Trading Chart · Emas';
  }, []);
  return (
    <section className="trading-chart-page" aria-labelledby="trading-chart-title">
      <h1 id="trading-chart-title">{t('tradingChart.title')}</h1>
      <p className="page-intro">{t('tradingChart.intro')}</p>
      <PriceChart symbol="XAUUSDG" height={TRADING_CHART_HEIGHT_PX} />
    </section>
  );
}
