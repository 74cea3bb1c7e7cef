import type { ErrorCode } from '../errors.ts';
import { ID_NUMBER_DIGITS } from '../constants.ts';
import { jakartaParts } from '../market-hours.ts';
import { checkNewPassword, checkPasswordConfirmation } from '../password-rules.ts';

/*
 * The fields of an account opening and their rules (spec 000 section 5 for the password, KTP and
 * mother's name; ours for the rest). Each check answers the catalogue code of its problem or
 * null, so the web shows the text under the field and the server refuses with the same code.
 */

export type FieldProblem = ErrorCode | null;

export const REGISTRATION_NAME_LENGTH_MAX = 100;
export const REGISTRATION_ADDRESS_LENGTH_MAX = 200;
export const REGISTRATION_EMAIL_LENGTH_MAX = 254;
/** The youngest age that may open an account: Indonesia's age of a KTP holder. */
export const REGISTRATION_AGE_MIN_YEARS = 17;
export const POSTCODE_DIGITS = 5;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A person's name: letters (any script), spaces, apostrophes, dots, commas and hyphens. */
const NAME_SHAPE = /^[\p{L}][\p{L}\p{M} '.,-]*$/u;
const DIGITS = /^[0-9]+$/;
/** Indonesian mobile numbers: 8, then 9 to 12 more digits, after the 0 or the +62 prefix. */
const MOBILE_AFTER_PREFIX = /^8[0-9]{8,11}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An e-mail as stored and compared: trimmed and lowercased. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

export function emailProblem(email: string): FieldProblem {
  const value = normalizedEmail(email);
  return value.length <= REGISTRATION_EMAIL_LENGTH_MAX && EMAIL_SHAPE.test(value)
    ? null
    : 'RegistrationEmailInvalid';
}

/**
 * An Indonesian mobile number in the 08… form accounts are stored and signed in with, from
 * 08…, +62… or 62… (spaces and hyphens ignored); null when it is not one.
 */
export function normalizedMobileNumber(phone: string): string | null {
  const compact = phone.replace(/[\s-]/g, '');
  const national = compact.startsWith('+62')
    ? compact.slice(3)
    : compact.startsWith('62')
      ? compact.slice(2)
      : compact.startsWith('0')
        ? compact.slice(1)
        : null;
  return national !== null && MOBILE_AFTER_PREFIX.test(national) ? `0${national}` : null;
}

export function phoneProblem(phone: string): FieldProblem {
  return normalizedMobileNumber(phone) === null ? 'RegistrationPhoneInvalid' : null;
}

/** The spec's new-password rule, then the retype. */
export function passwordProblem(password: string, retype: string): FieldProblem {
  const strong = checkNewPassword(password);
  if (!strong.ok) return strong.code;
  const same = checkPasswordConfirmation(password, retype);
  return same.ok ? null : same.code;
}

export function nameProblem(name: string): FieldProblem {
  const value = name.trim();
  return value.length > 0 && value.length <= REGISTRATION_NAME_LENGTH_MAX && NAME_SHAPE.test(value)
    ? null
    : 'RegistrationNameRequired';
}

/** Digits first ('harus berupa angka', empty included), then exactly 16 of them. */
export function registrationIdNumberProblem(idNumber: string): FieldProblem {
  if (!DIGITS.test(idNumber)) return 'RegistrationIdNumberDigits';
  return idNumber.length === ID_NUMBER_DIGITS ? null : 'RegistrationIdNumberLength';
}

export function registrationMotherNameProblem(motherName: string): FieldProblem {
  const value = motherName.trim();
  return value.length > 0 && value.length <= REGISTRATION_NAME_LENGTH_MAX
    ? null
    : 'RegistrationMotherNameRequired';
}

const requiredText =
  (code: ErrorCode) =>
  (text: string): FieldProblem => {
    const value = text.trim();
    return value.length > 0 && value.length <= REGISTRATION_ADDRESS_LENGTH_MAX ? null : code;
  };

export const streetProblem = requiredText('RegistrationStreetRequired');
export const cityProblem = requiredText('RegistrationCityRequired');
export const provinceProblem = requiredText('RegistrationProvinceRequired');

export function postcodeProblem(postcode: string): FieldProblem {
  return DIGITS.test(postcode) && postcode.length === POSTCODE_DIGITS
    ? null
    : 'RegistrationPostcodeInvalid';
}

type CalendarDate = { year: number; month: number; day: number };

/** A real calendar date written YYYY-MM-DD (no 31 February), or null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? { year, month, day } : null;
}

/**
 * Whole years between a birth date and `today` (both calendar dates, today in Jakarta as the
 * caller gives it): a birthday counts from its own day on.
 */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** A real date, not in the future, of someone at least 17 years old on `today` (YYYY-MM-DD). */
export function birthDateProblem(birthDate: string, today: string): FieldProblem {
  const birth = parseCalendarDate(birthDate);
  const now = parseCalendarDate(today);
  if (birth === null || now === null || birthDate > today) return 'RegistrationBirthDateInvalid';
  return ageInYears(birth, now) >= REGISTRATION_AGE_MIN_YEARS ? null : 'RegistrationUnderage';
}

export function agreementProblem(accepted: boolean): FieldProblem {
  return accepted ? null : 'RegistrationAgreementRequired';
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The calendar date in Jakarta at an instant (epoch ms), YYYY-MM-DD: the "today" of an age. */
export function jakartaDateOf(epochMs: number): string {
  const { year, month, day } = jakartaParts(epochMs);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
