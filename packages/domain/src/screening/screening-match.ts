import { nameTokens } from './name-normalisation.ts';
import { tokenSimilarity } from './name-similarity.ts';

/**
 * Whether a person is someone on a screening list. The name decides (the best of the entry's
 * name and aliases); the date of birth, where both sides give one, moves the score: an exact
 * date confirms, the same year alone confirms less, a year or two apart (lists often give
 * approximate years) lowers it a little, further apart lowers it enough that only a near-exact
 * name still reaches the threshold. A hit is a score at or above the threshold (configuration).
 */

/** A list's date of birth: a full date, or only the year. */
export type ListBirthDate = {
  readonly year: number;
  readonly month?: number;
  readonly day?: number;
};

export type ScreeningEntryNames = {
  readonly names: readonly string[];
  readonly birthDates: readonly ListBirthDate[];
};

/** An entry with its names already normalised (done once at import, not per comparison). */
export type PreparedEntry = {
  readonly tokens: readonly (readonly string[])[];
  readonly birthDates: readonly ListBirthDate[];
};

/** A person screened: an applicant or a client. */
export type ScreeningSubject = {
  readonly name: string;
  /** `YYYY-MM-DD`, or null when not known (demo and older accounts). */
  readonly birthDate: string | null;
};

export type ScreeningScore = { readonly score: number; readonly nameScore: number };

export const DOB_EXACT_BONUS = 0.05;
export const DOB_YEAR_BONUS = 0.02;
export const DOB_NEAR_PENALTY = 0.03;
export const DOB_FAR_PENALTY = 0.1;
/** Years apart that still count as near: lists often give "about 1960" or a range. */
const DOB_NEAR_YEARS = 1;

export const prepareEntry = (entry: ScreeningEntryNames): PreparedEntry => ({
  tokens: entry.names.map(nameTokens).filter((tokens) => tokens.length > 0),
  birthDates: entry.birthDates,
});

/** A `YYYY-MM-DD` (or a plain year) as a list date, or null when it is neither. */
export const birthDateOf = (text: string | null): ListBirthDate | null => {
  const found = text?.trim().match(/^(\d{4})(?:-(\d{2})-(\d{2}))?$/);
  if (found == null) return null;
  const [, year, month, day] = found;
  if (month === undefined || day === undefined) return { year: Number(year) };
  return { year: Number(year), month: Number(month), day: Number(day) };
};

const birthDateEffect = (subject: ListBirthDate | null, list: readonly ListBirthDate[]): number => {
  if (subject === null || list.length === 0) return 0;
  const effects = list.map((date) => {
    const yearsApart = Math.abs(date.year - subject.year);
    if (yearsApart > DOB_NEAR_YEARS) return -DOB_FAR_PENALTY;
    if (yearsApart > 0) return -DOB_NEAR_PENALTY;
    if (date.day === undefined || subject.day === undefined) return DOB_YEAR_BONUS;
    return date.month === subject.month && date.day === subject.day
      ? DOB_EXACT_BONUS
      : -DOB_NEAR_PENALTY;
  });
  return Math.max(...effects);
};

export type PreparedSubject = {
  readonly tokens: readonly string[];
  readonly birthDate: ListBirthDate | null;
};

export const prepareSubject = (subject: ScreeningSubject): PreparedSubject => ({
  tokens: nameTokens(subject.name),
  birthDate: birthDateOf(subject.birthDate),
});

/** The subject's score against one entry, 0 to 1. */
export const screeningScore = (subject: PreparedSubject, entry: PreparedEntry): ScreeningScore => {
  const nameScore = Math.max(
    0,
    ...entry.tokens.map((tokens) => tokenSimilarity(subject.tokens, tokens)),
  );
  const effect = birthDateEffect(subject.birthDate, entry.birthDates);
  return { nameScore, score: Math.min(1, Math.max(0, nameScore + effect)) };
};

/** The default threshold: see docs/decisions.md for the precision and recall it was set for. */
export const SCREENING_THRESHOLD_DEFAULT = 0.88;

export const isScreeningHit = (score: ScreeningScore, threshold: number): boolean =>
  score.score >= threshold;
