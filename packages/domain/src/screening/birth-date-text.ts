import type { ListBirthDate } from './screening-match.ts';

/**
 * Dates of birth as lists and spreadsheets write them: `1938-08-17`, `17/08/1938`,
 * `17-08-1938`, `17 Agustus 1938`, `17 Aug 1938`, a year alone, several in one cell joined by
 * "atau", "dan", "or" or ";". The national list writes `00/00/0000` for "unknown". What cannot
 * be read is left out: a name is still screened without its date.
 */

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  januari: 1,
  january: 1,
  feb: 2,
  februari: 2,
  february: 2,
  pebruari: 2,
  mar: 3,
  maret: 3,
  march: 3,
  apr: 4,
  april: 4,
  mei: 5,
  may: 5,
  jun: 6,
  juni: 6,
  june: 6,
  jul: 7,
  juli: 7,
  july: 7,
  agu: 8,
  agt: 8,
  agus: 8,
  agustus: 8,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  okt: 10,
  oct: 10,
  oktober: 10,
  october: 10,
  nov: 11,
  nop: 11,
  november: 11,
  nopember: 11,
  des: 12,
  dec: 12,
  desember: 12,
  december: 12,
};

const YEAR_MIN = 1900;
const YEAR_MAX = 2100;

const dateOf = (year: number, month: number, day: number): ListBirthDate | null => {
  if (year < YEAR_MIN || year > YEAR_MAX) return null;
  if (month === 0 && day === 0) return { year };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
};

const PATTERNS: readonly [RegExp, (found: string[]) => ListBirthDate | null][] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})/, ([, y, m, d]) => dateOf(Number(y), Number(m), Number(d))],
  [
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/,
    ([, d, m, y]) => dateOf(Number(y), Number(m), Number(d)),
  ],
  [
    /^(\d{1,2})\s+([a-z]+)\.?\s+(\d{4})$/,
    ([, d, m, y]) => {
      const month = MONTHS[m as string];
      return month === undefined ? null : dateOf(Number(y), month, Number(d));
    },
  ],
  [/^(\d{4})$/, ([, y]) => dateOf(Number(y), 0, 0)],
];

const oneDateOf = (text: string): ListBirthDate | null => {
  for (const [pattern, read] of PATTERNS) {
    const found = text.match(pattern);
    if (found !== null) return read(found);
  }
  return null;
};

/** Every date of birth a cell gives, in the order written. */
export const birthDatesOfText = (text: string): ListBirthDate[] =>
  text
    .toLowerCase()
    .split(/\s+(?:atau|dan|or|and)\s+|[;|]/)
    .map((part) => part.trim().replace(/^(?:sekitar|approximately|circa|ca\.?)\s+/, ''))
    .filter((part) => part !== '' && part !== '00/00/0000' && part !== '-')
    .flatMap((part) => {
      const date = oneDateOf(part);
      return date === null ? [] : [date];
    });

/** A list date as text: `YYYY-MM-DD`, or the year alone. */
export const birthDateText = (date: ListBirthDate): string =>
  date.month === undefined || date.day === undefined
    ? String(date.year)
    : `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
