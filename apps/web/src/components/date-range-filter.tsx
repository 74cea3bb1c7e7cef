import {
  isIsoDate,
  isoDate,
  jakartaDate,
  REPORT_DATE_MIN,
  REPORT_PERIODS,
  reportMonths,
  reportRange,
  reportYears,
  type DateRange,
  type ReportPeriod,
} from '@emas/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '../lib/i18n.ts';
import './date-range-filter.css';
import { Field } from './form-field.tsx';
import { SegmentedControl } from './segmented-control.tsx';

/** The report types' labels, as the spec writes them in either language. */
const PERIOD_LABELS: Record<ReportPeriod, string> = {
  all: 'ALL',
  day: 'DAILY',
  week: 'WEEKLY',
  month: 'MONTHLY',
  year: 'ANNUAL',
};

/** What a report asks for: the period type (the calls' `type`) and its dates, null for ALL. */
export type DateFilter = { period: ReportPeriod; range: DateRange | null };
export const ALL_DATES: DateFilter = { period: 'all', range: null };

type DateRangeFilterProps = {
  value: DateFilter;
  onChange: (value: DateFilter) => void;
  /** Today in Jakarta ('YYYY-MM-DD'); by default the day the filter was first shown. */
  today?: string;
};

/**
 * The reports' generic date filter: ALL, DAILY, WEEKLY, MONTHLY or ANNUAL, each with its
 * picker, from 2020-01-01 to today. Switching the type keeps the place in time (a day in
 * July 2023 becomes July 2023); the dates chosen are spelled out under the pickers.
 */
export function DateRangeFilter({ value, onChange, today: todayProp }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [firstShownOn] = useState(() => jakartaDate(Date.now()));
  const today = todayProp ?? firstShownOn;
  const anchor = value.range?.dateStart ?? today;
  const choose = (period: ReportPeriod, day: string) =>
    onChange({ period, range: reportRange(period, day, today) });

  return (
    <fieldset className="date-filter">
      <legend className="visually-hidden">{t('dateFilter.label')}</legend>
      <SegmentedControl
        label={t('dateFilter.period')}
        value={value.period}
        onChange={(period) => choose(period, anchor)}
        options={REPORT_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
      />
      <PeriodPicker
        period={value.period}
        anchor={anchor}
        today={today}
        onPick={(day) => choose(value.period, day)}
      />
      <p className="date-filter-range" aria-live="polite">
        <RangeText range={value.range} />
      </p>
    </fieldset>
  );
}

type PeriodPickerProps = {
  period: ReportPeriod;
  anchor: string;
  today: string;
  /** Any day of the chosen period. */
  onPick: (day: string) => void;
};

function PeriodPicker({ period, anchor, today, onPick }: PeriodPickerProps) {
  const { t } = useTranslation('common');
  const year = Number(anchor.slice(0, 4));
  const month = Number(anchor.slice(5, 7));
  if (period === 'day' || period === 'week') {
    return (
      <Field label={t(period === 'day' ? 'dateFilter.day' : 'dateFilter.week')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="field-input"
            min={REPORT_DATE_MIN}
            max={today}
            value={anchor}
            // A date still being typed reads as ''; only a whole date is taken.
            onChange={(event) => isIsoDate(event.target.value) && onPick(event.target.value)}
          />
        )}
      </Field>
    );
  }
  if (period === 'month') {
    return (
      <div className="date-filter-pickers">
        <MonthSelect year={year} month={month} today={today} onPick={onPick} />
        <YearSelect year={year} today={today} onPick={(next) => onPick(isoDate(next, month, 1))} />
      </div>
    );
  }
  if (period === 'year') {
    return <YearSelect year={year} today={today} onPick={(next) => onPick(isoDate(next, 1, 1))} />;
  }
  return null;
}

type MonthSelectProps = {
  year: number;
  month: number;
  today: string;
  onPick: (day: string) => void;
};

export function MonthSelect({ year, month, today, onPick }: MonthSelectProps) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  return (
    <Field label={t('dateFilter.month')}>
      {(control) => (
        <select
          {...control}
          className="field-input"
          value={month}
          onChange={(event) => onPick(isoDate(year, Number(event.target.value), 1))}
        >
          {reportMonths(year, today).map((option) => (
            <option key={option} value={option}>
              {monthName(option, language)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type YearSelectProps = { year: number; today: string; onPick: (year: number) => void };

/** The years newest first: the recent ones are the ones asked for. */
export function YearSelect({ year, today, onPick }: YearSelectProps) {
  const { t } = useTranslation('common');
  return (
    <Field label={t('dateFilter.year')}>
      {(control) => (
        <select
          {...control}
          className="field-input"
          value={year}
          onChange={(event) => onPick(Number(event.target.value))}
        >
          {reportYears(today)
            .reverse()
            .map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
        </select>
      )}
    </Field>
  );
}

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

// ISO dates are calendar days; formatting them in UTC keeps the day the user chose.
const monthName = (month: number, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );

const dayText = (date: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(date));

/** 'Sen, 16 Jun 2025 – Rab, 18 Jun 2025', or 'All dates'. */
export function RangeText({ range }: { range: DateRange | null }) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  if (range === null) return t('dateFilter.allDates');
  const start = dayText(range.dateStart, language);
  if (range.dateStart === range.dateEnd) return start;
  return t('dateFilter.range', { start, end: dayText(range.dateEnd, language) });
}
