import type { Candle } from '@emas/api';
import type { DisplayCurrency } from '@emas/domain';
import { NO_FIGURE } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { ChartStyle } from './chart-canvas.tsx';
import { chartPriceText } from './chart-model.ts';
import { useMarketTranslation } from './use-market-translation.ts';

type ChartReadoutProps = {
  /** The candle under the crosshair, or the newest one. */
  candle: Candle | undefined;
  style: ChartStyle;
  currency: DisplayCurrency;
  /** Decimals of a dollar figure: the dollar reference's 4, or cents. */
  usdScale: number;
  timeText: (timeSeconds: number) => string;
};

/**
 * The crosshair's read-out as text: the time and open, high, low and close of the candle under
 * the pointer (the newest one otherwise), or its price on a line. It is read on demand, not
 * announced: it changes with every pointer move.
 */
export function ChartReadout({ candle, style, currency, usdScale, timeText }: ChartReadoutProps) {
  const { t } = useMarketTranslation();
  const [language] = useLanguage();
  const price = (text: string | undefined) => chartPriceText(text, currency, language, usdScale);
  const rows: [key: string, label: string, value: string][] = [
    ['time', t('chart.readoutTime'), candle === undefined ? NO_FIGURE : timeText(candle.time)],
  ];
  if (style === 'candles') {
    rows.push(
      ['open', t('chart.readoutOpen'), price(candle?.open)],
      ['high', t('chart.readoutHigh'), price(candle?.high)],
      ['low', t('chart.readoutLow'), price(candle?.low)],
      ['close', t('chart.readoutClose'), price(candle?.close)],
    );
  } else rows.push(['price', t('chart.readoutPrice'), price(candle?.close)]);
  return (
    <dl className="chart-readout" aria-label={t('chart.readout')} title={t('chart.readoutHint')}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={`readout-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
