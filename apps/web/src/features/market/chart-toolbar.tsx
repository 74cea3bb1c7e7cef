import {
  CHART_INTERVALS,
  CHART_RANGES,
  chartIntervalLabel,
  type CandleInterval,
  type ChartRange,
  type ChartTimeframe,
} from '@emas/domain';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { ChartStyle } from './chart-canvas.tsx';
import { useMarketTranslation } from './use-market-translation.ts';

type ChartToolbarProps = {
  timeframe: ChartTimeframe;
  onTimeframe: (timeframe: ChartTimeframe) => void;
  style: ChartStyle;
  onStyle: (style: ChartStyle) => void;
};

type ToggleProps = { label: string; spoken: string; pressed: boolean; onPress: () => void };

/**
 * A timeframe button: its label as written (1m, 1W, All in both languages) starts its name, and
 * the language's words follow for a screen reader ("1D, candle 1 hari" / "1D, rentang 1 hari").
 */
function TimeframeToggle({ label, spoken, pressed, onPress }: ToggleProps) {
  return (
    <button
      type="button"
      className="chart-timeframe"
      aria-pressed={pressed}
      aria-label={`${label}, ${spoken}`}
      onClick={onPress}
    >
      {label}
    </button>
  );
}

const isInterval = (timeframe: ChartTimeframe, interval: CandleInterval) =>
  timeframe.kind === 'interval' && timeframe.interval === interval;
const isRange = (timeframe: ChartTimeframe, range: ChartRange) =>
  timeframe.kind === 'range' && timeframe.range === range;

/** The chart's timeframes (candle intervals, then spans of time) and candles or a line. */
export function ChartToolbar({ timeframe, onTimeframe, style, onStyle }: ChartToolbarProps) {
  const { t } = useMarketTranslation();
  return (
    <div className="chart-toolbar">
      <div className="chart-timeframes" role="group" aria-label={t('chart.intervals')}>
        {CHART_INTERVALS.map((interval) => (
          <TimeframeToggle
            key={interval}
            label={chartIntervalLabel(interval)}
            spoken={t(`chart.interval_${interval}`)}
            pressed={isInterval(timeframe, interval)}
            onPress={() => onTimeframe({ kind: 'interval', interval })}
          />
        ))}
      </div>
      <div className="chart-timeframes" role="group" aria-label={t('chart.ranges')}>
        {CHART_RANGES.map((range) => (
          <TimeframeToggle
            key={range}
            label={range}
            spoken={t(`chart.range_${range}`)}
            pressed={isRange(timeframe, range)}
            onPress={() => onTimeframe({ kind: 'range', range })}
          />
        ))}
      </div>
      <SegmentedControl
        label={t('chart.style')}
        className="chart-style"
        value={style}
        onChange={onStyle}
        options={[
          { value: 'candles', label: t('chart.styleCandles') },
          { value: 'line', label: t('chart.styleLine') },
        ]}
      />
    </div>
  );
}
