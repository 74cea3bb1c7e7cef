import { type DateRange, REPORT_DATE_MIN, addDays, isIsoDate } from '../date-range.ts';
import { type Result, fail, ok } from '../result.ts';

/**
 * The period of an account statement: a month or any range of whole Jakarta days within the
 * reports' bounds (2020-01-01 to today), at most a year long, so one statement stays a
 * document a person reads and the server builds it in bounded time and memory.
 */
export const ACCOUNT_STATEMENT_DAYS_MAX = 366;
/** Ledger entries one statement lists at most (an active account's year fits; an lp's may not). */
export const ACCOUNT_STATEMENT_ENTRIES_MAX = 5_000;

/** The statement's range from its first and last day ('YYYY-MM-DD', both inclusive). */
export function accountStatementPeriod(from: string, to: string, today: string): Result<DateRange> {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to || from < REPORT_DATE_MIN || to > today) {
    return fail('AccountStatementRangeInvalid', { min: REPORT_DATE_MIN, today });
  }
  if (addDays(from, ACCOUNT_STATEMENT_DAYS_MAX - 1) < to) {
    return fail('AccountStatementRangeTooLong', { days: ACCOUNT_STATEMENT_DAYS_MAX });
  }
  return ok({ dateStart: from, dateEnd: to });
}

/** The PDF's file name: statement-PC00000001-2026-11-01-2026-11-30.pdf. */
export const accountStatementFileName = (hin: string | null, range: DateRange): string =>
  `statement-${(hin ?? 'account').replace(/[^A-Za-z0-9-]/g, '')}-${range.dateStart}-${range.dateEnd}.pdf`;
