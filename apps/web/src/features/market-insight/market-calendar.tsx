import type { CalendarDayBody, MarketInsight } from '@emas/api';
import { useLanguage } from '../../lib/i18n.ts';
import { calendarDateText, daySummary } from './calendar-text.ts';
import { useMarketInsightTranslation } from './translation.ts';

type Props = {
  calendar: readonly CalendarDayBody[];
  specialClosure: MarketInsight['special_closure'];
  headingId: string;
};

/** The market's coming days with their closures (close types 1 and 2), and the legend. */
export function MarketCalendar({ calendar, specialClosure, headingId }: Props) {
  const { t } = useMarketInsightTranslation();
  const [language] = useLanguage();
  return (
    <div className="market-calendar">
      <ul className="market-calendar-days" aria-labelledby={headingId}>
        {calendar.map((day) => (
          <li key={day.date} className={`market-calendar-day ${dayClass(day)}`}>
            <span className="market-calendar-date">{calendarDateText(day.date, language)}</span>
            <span>{dayLine(day, t)}</span>
          </li>
        ))}
      </ul>
      <p className="insight-note">{t('closeType1')}</p>
      <p className="insight-note">
        {t('closeType2', {
          from: calendarDateText(specialClosure.from, language),
          to: calendarDateText(specialClosure.to, language),
        })}
      </p>
    </div>
  );
}

const dayClass = (day: CalendarDayBody): string => {
  const summary = daySummary(day);
  return summary.kind === 'spans' ? 'is-trading' : `is-${summary.kind}`;
};

const WHOLE_DAY = { open: 'openAllDay', closed: 'closedAllDay', holiday: 'holidayAllDay' } as const;

function dayLine(day: CalendarDayBody, t: ReturnType<typeof useMarketInsightTranslation>['t']) {
  const summary = daySummary(day);
  if (summary.kind !== 'spans') return t(WHOLE_DAY[summary.kind]);
  return summary.closed
    .map((span) => t(span.closeType === 2 ? 'holidayFrom' : 'closedFrom', span))
    .join(' · ');
}
