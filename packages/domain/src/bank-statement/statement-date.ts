/**
 * Dates as bank statements write them: ISO '2026-11-27', day first '27/11/2026', '27-11-26',
 * '27.11.2026', a month's name in English or Indonesian '27 Nov 2026', '27-Agu-2026', with or
 * without a time after it; and BCA's '27/11' with no year, which takes the statement period's.
 */

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  mei: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  agu: 8,
  agt: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  des: 12,
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?(?!\d)/;
const NAMED_MONTH = /^(\d{1,2})[\s/-]([A-Za-z]{3})[A-Za-z]*[\s/-](\d{2}|\d{4})(?!\d)/;

const isoOf = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

const fullYear = (text: string | undefined, fallbackYear: number): number => {
  if (text === undefined) return fallbackYear;
  return text.length === 2 ? 2000 + Number(text) : Number(text);
};

/**
 * A statement cell's date as 'YYYY-MM-DD', or null when it is none (or not a real day).
 * `fallbackYear` completes a date written without its year.
 */
export const parseStatementDate = (cell: string, fallbackYear: number): string | null => {
  const text = cell.trim().replace(/^'/, '');
  const iso = ISO.exec(text);
  if (iso !== null) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = NAMED_MONTH.exec(text);
  if (named !== null) {
    const month = MONTHS[(named[2] ?? '').toLowerCase()];
    if (month === undefined) return null;
    return isoOf(fullYear(named[3], fallbackYear), month, Number(named[1]));
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst === null) return null;
  return isoOf(fullYear(dayFirst[3], fallbackYear), Number(dayFirst[2]), Number(dayFirst[1]));
};

/** The year of the first full date in a text (a statement's "Periode : 01/11/2026 - …" line). */
export const yearIn = (text: string): number | null => {
  const match = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b|\b(\d{4})-\d{2}-\d{2}\b/.exec(text);
  if (match === null) return null;
  return Number(match[3] ?? match[4]);
};
