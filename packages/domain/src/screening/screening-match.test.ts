/**
 * Proves screening's matching on real-looking names: spellings, titles, order and "bin" do not
 * hide a listed person; different people with a shared given name stay below the threshold;
 * the date of birth confirms (exact date, or year only) or lowers the score, so a fuzzy name
 * with a different birth year is no hit while an exact name still is.
 */
import { describe, expect, it } from 'vitest';
import { jaroWinkler, tokenSimilarity } from './name-similarity.ts';
import {
  DOB_EXACT_BONUS,
  DOB_FAR_PENALTY,
  DOB_YEAR_BONUS,
  SCREENING_THRESHOLD_DEFAULT,
  birthDateOf,
  isScreeningHit,
  prepareEntry,
  prepareSubject,
  screeningScore,
} from './screening-match.ts';

const entry = (names: string[], birthDates: string[] = []) =>
  prepareEntry({
    names,
    birthDates: birthDates.map((date) => birthDateOf(date) ?? { year: 0 }),
  });

const score = (name: string, birthDate: string | null, listed: ReturnType<typeof entry>) =>
  screeningScore(prepareSubject({ name, birthDate }), listed);

const hit = (name: string, birthDate: string | null, listed: ReturnType<typeof entry>) =>
  isScreeningHit(score(name, birthDate, listed), SCREENING_THRESHOLD_DEFAULT);

describe('jaroWinkler', () => {
  it('gives the textbook figures', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
});

describe('tokenSimilarity', () => {
  it('ignores order and meets names written as one word', () => {
    expect(tokenSimilarity(['baasyir', 'abu', 'bakar'], ['abu', 'bakar', 'baasyir'])).toBe(1);
    expect(tokenSimilarity(['abubakar', 'baasyir'], ['abu', 'bakar', 'baasyir'])).toBe(1);
  });

  it('weighs a name that covers only part of a longer one less', () => {
    const listed = ['abu', 'bakar', 'baasyir'];
    const one = tokenSimilarity(['bakar'], listed);
    expect(one).toBeLessThan(tokenSimilarity(['abu', 'bakar'], listed));
    expect(one).toBeLessThan(SCREENING_THRESHOLD_DEFAULT);
  });
});

describe('screening a person against a list entry', () => {
  const baasyir = entry(
    ["Abu Bakar Ba'asyir", 'Abdus Samad', 'Abu Bakar Baasyir bin Abud'],
    ['1938-08-17'],
  );
  const bin = entry(['Usama Muhammed Awad bin Laden', 'Osama bin Laden'], ['1957']);
  const pep = entry(['Drs. H. Bambang Soepriyadi'], ['1965-03-02']);

  it.each([
    ['Abu Bakar Baasyir', null],
    ['BAASYIR, ABU BAKAR', null],
    ['Ustadz Abubakar Baasyir', '1938-08-17'],
    ['Abu Bakar Basyir', '1938-08-17'],
    ['Abubakar Baasyir', null],
    ['Osama bin Laden', null],
    ['Usama Mohammed Bin Ladin', '1957-03-10'],
    ['Bambang Supriyadi', '1965-03-02'],
    ['Bambang Soepriadi', null],
    ['Baasyir', '1938-08-17'],
  ])('%j (born %j) is a hit', (name, birthDate) => {
    const listed = [baasyir, bin, pep];
    expect(listed.some((one) => hit(name, birthDate, one))).toBe(true);
  });

  it.each([
    ['Abu Bakar Sidik', null, baasyir],
    ['Bakar Hidayat', null, baasyir],
    ['Muhammad Awad Hasan', null, bin],
    ['Bambang Sutrisno', '1965-03-02', pep],
    ['Siti Nurhaliza', null, pep],
    ['Budi Santoso', null, baasyir],
    ['Baasyir', null, baasyir],
  ])('%j (born %j) is no hit', (name, birthDate, listed) => {
    expect(hit(name, birthDate, listed)).toBe(false);
  });

  it('raises the score for the exact date, less for the year alone', () => {
    const none = score('Abu Bakar Basyir', null, baasyir);
    const exact = score('Abu Bakar Basyir', '1938-08-17', baasyir);
    expect(exact.score).toBeCloseTo(Math.min(1, none.score + DOB_EXACT_BONUS), 10);
    const yearOnly = score('Osama bin Ladin', '1957-06-01', bin);
    expect(yearOnly.score).toBeCloseTo(Math.min(1, yearOnly.nameScore + DOB_YEAR_BONUS), 10);
  });

  it('lowers a fuzzy name with a far birth year below the threshold, not an exact name', () => {
    expect(hit('Bambang Sapriadi', null, pep)).toBe(true);
    const fuzzy = score('Bambang Sapriadi', '1990-01-01', pep);
    expect(fuzzy.score).toBeCloseTo(fuzzy.nameScore - DOB_FAR_PENALTY, 10);
    expect(isScreeningHit(fuzzy, SCREENING_THRESHOLD_DEFAULT)).toBe(false);
    expect(hit('Bambang Soepriyadi', '1990-01-01', pep)).toBe(true);
  });

  it('reads a date of birth as a full date or a year, and nothing else', () => {
    expect(birthDateOf('1957')).toEqual({ year: 1957 });
    expect(birthDateOf('1938-08-17')).toEqual({ year: 1938, month: 8, day: 17 });
    expect(birthDateOf('17/08/1938')).toBeNull();
    expect(birthDateOf(null)).toBeNull();
  });
});
