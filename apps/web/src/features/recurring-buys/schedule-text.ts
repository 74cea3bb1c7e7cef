import type { RecurringBuy, RecurringBuyRun } from '@emas/api';
import { type Locale, contractById, isErrorCode, shownMessage } from '@emas/domain';
import { dayText, moneyText, numberText } from '../../lib/figure-text.ts';
import type { useRecurringBuysTranslation } from './use-recurring-buys-translation.ts';

type T = ReturnType<typeof useRecurringBuysTranslation>['t'];

/** The contract's name as the ticket writes it. */
export const contractName = (contractId: number): string =>
  contractById(contractId)?.tradeTicketName ?? String(contractId);

/** When a schedule buys, in words: "Setiap Senin pukul 09:00 WIB". */
export const whenText = (schedule: RecurringBuy, t: T): string => {
  const time = schedule.time;
  if (schedule.frequency === 'daily') return t('when.daily', { time });
  if (schedule.frequency === 'weekly') {
    return t('when.weekly', { day: t(`weekdays.${String(schedule.day)}` as 'weekdays.1'), time });
  }
  return schedule.day === 'last'
    ? t('when.monthlyLast', { time })
    : t('when.monthly', { day: schedule.day, time });
};

/** Why a run bought nothing, as the error catalogue words it in the language. */
export const reasonText = (reason: string | null, locale: Locale): string =>
  reason !== null && isErrorCode(reason) ? shownMessage(reason, undefined, locale) : (reason ?? '');

/** A run's outcome in a few words: "Terbeli: 4,0 lot seharga Rp 4.853.280,00". */
export const runSummary = (
  run: RecurringBuyRun,
  t: T,
  locale: Locale,
  currency: 'idr' | 'usd',
): string => {
  const status = t(`history.status.${run.status}`);
  if (run.status === 'skipped') return `${status}: ${reasonText(run.reason, locale)}`;
  if (run.status !== 'filled') return status;
  const total = currency === 'usd' ? run.total_usd : run.total;
  return `${status}: ${t('history.filledSummary', {
    quantity: numberText(run.quantity, locale, 1),
    total: moneyText(total, currency, locale, currency === 'usd' ? 4 : 2),
  })}`;
};

export const marketDayText = (run: RecurringBuyRun, locale: Locale): string =>
  dayText(run.market_day, locale);
