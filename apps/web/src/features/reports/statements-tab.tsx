import {
  type DateRange,
  REPORT_DATE_MIN,
  accountStatementPeriod,
  isIsoDate,
  isoDate,
  jakartaDate,
  reportRange,
  shownMessage,
} from '@emas/domain';
import { type FormEvent, useState } from 'react';
import { MonthSelect, RangeText, YearSelect } from '../../components/date-range-filter.tsx';
import { Field } from '../../components/form-field.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { type Language, useLanguage } from '../../lib/i18n.ts';
import { downloadStatement } from './statement-download.ts';
import { sizeText } from './streamed-download.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

type Mode = 'month' | 'range';
type Download =
  | { state: 'idle' }
  | { state: 'running'; bytes: number }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

/** The server's own words for a refusal in the language, or the failure's general text. */
const failureText = (
  error: unknown,
  language: Language,
  t: ReturnType<typeof useReportsTranslation>['t'],
): string => {
  if (error instanceof ApiError && error.offline) return t('statementOffline');
  if (error instanceof ApiError && error.body !== null) {
    return language === 'id' ? error.body.err_message_id : error.body.err_message;
  }
  return t('statementFailed');
};

type Props = {
  /** Today in Jakarta ('YYYY-MM-DD'); by default the day the tab was first shown. */
  today?: string;
};

/**
 * STATEMENTS (issue 23, enabling the spec's RUN STATEMENT REPORT): the caller's account
 * statement as a PDF for a month, or for any range of days within the reports' dates and a
 * year at most. The range is checked here by the same rule the server applies again; the
 * download shows its progress as the server streams the PDF, and a refusal its reason.
 */
export function StatementsTab({ today: todayProp }: Props) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const [firstShownOn] = useState(() => jakartaDate(Date.now()));
  const today = todayProp ?? firstShownOn;
  const [mode, setMode] = useState<Mode>('month');
  const [month, setMonth] = useState<DateRange>(
    () => reportRange('month', today, today) as DateRange,
  );
  const [from, setFrom] = useState(month.dateStart);
  const [to, setTo] = useState(today);
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const period = mode === 'month' ? null : accountStatementPeriod(from, to, today);
  const rangeError =
    period !== null && !period.ok ? shownMessage(period.code, period.params, language) : undefined;
  const pickMonth = (day: string) => setMonth(reportRange('month', day, today) as DateRange);
  const running = download.state === 'running';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    const range = period === null ? month : period.ok ? period.value : null;
    if (range === null) {
      setDownload({ state: 'failed', message: rangeError ?? t('statementFailed') });
      return;
    }
    setDownload({ state: 'running', bytes: 0 });
    try {
      await downloadStatement(range, language, (bytes) => setDownload({ state: 'running', bytes }));
      setDownload({ state: 'saved' });
    } catch (error) {
      setDownload({ state: 'failed', message: failureText(error, language, t) });
    }
  };

  const year = Number(month.dateStart.slice(0, 4));
  const monthNumber = Number(month.dateStart.slice(5, 7));
  return (
    <form className="report-tab report-statements" onSubmit={(event) => void onSubmit(event)}>
      <p className="report-note">{t('statementsIntro')}</p>
      <fieldset className="date-filter">
        <legend className="visually-hidden">{t('statementPeriod')}</legend>
        <SegmentedControl
          label={t('statementPeriod')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'month', label: t('statementByMonth') },
            { value: 'range', label: t('statementByRange') },
          ]}
        />
        {mode === 'month' ? (
          <div className="date-filter-pickers">
            <MonthSelect year={year} month={monthNumber} today={today} onPick={pickMonth} />
            <YearSelect
              year={year}
              today={today}
              onPick={(next) => pickMonth(isoDate(next, monthNumber, 1))}
            />
          </div>
        ) : (
          <div className="date-filter-pickers">
            <DateField label={t('startDate')} value={from} today={today} onChange={setFrom} />
            <DateField
              label={t('endDate')}
              value={to}
              today={today}
              onChange={setTo}
              error={rangeError}
            />
          </div>
        )}
        <p className="date-filter-range" aria-live="polite">
          <RangeText range={period === null ? month : period.ok ? period.value : null} />
        </p>
      </fieldset>
      <div className="report-statement-run">
        <button
          type="submit"
          className="button button-primary"
          aria-busy={running}
          disabled={running}
        >
          RUN STATEMENT REPORT
        </button>
        <p className="report-export-status" aria-live="polite">
          {download.state === 'running'
            ? t('statementPreparing', { size: sizeText(download.bytes) })
            : download.state === 'saved'
              ? t('statementSaved')
              : null}
        </p>
      </div>
      {download.state === 'failed' ? (
        <p className="report-statement-error" role="alert">
          {download.message}
        </p>
      ) : null}
    </form>
  );
}

type DateFieldProps = {
  label: string;
  value: string;
  today: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

function DateField({ label, value, today, onChange, error }: DateFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="date"
          className="field-input"
          min={REPORT_DATE_MIN}
          max={today}
          value={value}
          // A date still being typed reads as ''; only a whole date is taken.
          onChange={(event) => isIsoDate(event.target.value) && onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
