import { useEnvironment } from '../../lib/app-config.ts';
import { VideoFrames } from './video-frames.tsx';
import { MarketCalendar } from './market-calendar.tsx';
import { useMarketInsight } from './queries.ts';
import { useMarketInsightTranslation } from './translation.ts';
import './market-insight.css';

/** The trade page's calendar shows the coming week. */
const TRADE_CALENDAR_DAYS = 7;

/**
 * The trade page's extras of spec 001: the two live video frames, and the economic calendar,
 * which the spec does not show in the development environment (our market calendar here).
 */
export function TradeInsight() {
  const environment = useEnvironment();
  return (
    <div className="trade-insight">
      <VideoFrames />
      {environment === 'production' ? <TradeCalendar /> : null}
    </div>
  );
}

function TradeCalendar() {
  const { t } = useMarketInsightTranslation();
  const insight = useMarketInsight();
  if (!insight.data) return null;
  const { calendar, special_closure: specialClosure } = insight.data.data;
  return (
    <section className="insight-card" aria-labelledby="trade-calendar-title">
      <h2 id="trade-calendar-title">{t('tradeCalendarHeading')}</h2>
      <MarketCalendar
        calendar={calendar.slice(0, TRADE_CALENDAR_DAYS)}
        specialClosure={specialClosure}
        headingId="trade-calendar-title"
      />
    </section>
  );
}
