import type { ErrorCode } from '../errors.ts';

/*
 * What a broker must know of a client before opening the account (Bappebti and OJK know your
 * customer): tax number, occupation, where the money comes from, what the account is for, how
 * much will move in a month, and a short risk profile. The lists are codes; screens name them
 * in the chosen language. Each check answers its catalogue code or null, like the other fields.
 */

export const OCCUPATIONS = [
  'private_employee',
  'civil_servant',
  'entrepreneur',
  'student',
  'homemaker',
  'retiree',
  'military_police',
  'professional',
  'other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const FUND_SOURCES = [
  'salary',
  'business',
  'inheritance',
  'investment',
  'gift',
  'other',
] as const;
export type FundSource = (typeof FUND_SOURCES)[number];

export const ACCOUNT_PURPOSES = ['investment', 'hedging', 'transactions', 'other'] as const;
export type AccountPurpose = (typeof ACCOUNT_PURPOSES)[number];

const RUPIAH = 100n;
const JUTA = 1_000_000n * RUPIAH;

/** The expected monthly transaction's bands, in sen: from (inclusive) up to (exclusive). */
export const MONTHLY_TRANSACTION_BANDS = [
  { code: 'under_10m', fromSen: null, toSen: 10n * JUTA },
  { code: '10m_50m', fromSen: 10n * JUTA, toSen: 50n * JUTA },
  { code: '50m_100m', fromSen: 50n * JUTA, toSen: 100n * JUTA },
  { code: '100m_500m', fromSen: 100n * JUTA, toSen: 500n * JUTA },
  { code: 'over_500m', fromSen: 500n * JUTA, toSen: null },
] as const;
export type MonthlyTransactionBand = (typeof MONTHLY_TRANSACTION_BANDS)[number]['code'];
export const MONTHLY_TRANSACTIONS: readonly MonthlyTransactionBand[] =
  MONTHLY_TRANSACTION_BANDS.map((band) => band.code);

export const OCCUPATION_OTHER_LENGTH_MAX = 100;

/** The old NPWP's 15 digits as written: 99.999.999.9-999.999. */
const NPWP_15 = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/;
const NPWP_PUNCTUATION = /[\s.-]/g;

/**
 * An NPWP as stored: its digits, from the 15-digit number (typed with or without its dots and
 * hyphen) or the 16-digit NIK-based one in use since 2024; null when it is neither.
 */
export function normalizedNpwp(typed: string): string | null {
  const digits = typed.replace(NPWP_PUNCTUATION, '');
  return /^[0-9]{15}([0-9])?$/.test(digits) ? digits : null;
}

/** The NPWP as people read it: the 15-digit one punctuated, the 16-digit one as it is. */
export function formattedNpwp(digits: string): string {
  const parts = NPWP_15.exec(digits);
  return parts === null
    ? digits
    : `${parts[1]}.${parts[2]}.${parts[3]}.${parts[4]}-${parts[5]}.${parts[6]}`;
}

/** The NPWP is optional: empty is fine, anything typed must be one. */
export function npwpProblem(typed: string): ErrorCode | null {
  return typed.trim() === '' || normalizedNpwp(typed) !== null ? null : 'KycNpwpInvalid';
}

const oneOf =
  (choices: readonly string[], code: ErrorCode) =>
  (value: string): ErrorCode | null =>
    choices.includes(value) ? null : code;

export const occupationProblem = oneOf(OCCUPATIONS, 'KycOccupationRequired');
export const fundSourceProblem = oneOf(FUND_SOURCES, 'KycSourceOfFundsRequired');
export const accountPurposeProblem = oneOf(ACCOUNT_PURPOSES, 'KycPurposeRequired');
export const monthlyTransactionProblem = oneOf(
  MONTHLY_TRANSACTIONS,
  'KycMonthlyTransactionRequired',
);

/** "Lainnya" names the occupation in words; another choice needs none. */
export function occupationOtherProblem(occupation: string, other: string): ErrorCode | null {
  if (occupation !== 'other') return null;
  const value = other.trim();
  return value.length > 0 && value.length <= OCCUPATION_OTHER_LENGTH_MAX
    ? null
    : 'KycOccupationOtherRequired';
}
