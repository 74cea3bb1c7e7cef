import { ID_NUMBER_DIGITS } from '../constants.ts';

/*
 * The identity step of the add-bank-account flow (spec 000 section 5): the KTP number and the
 * mother's name, checked before anything is sent, with the spec's texts.
 */

/** The spec's validation texts, as it writes them (Indonesian). */
export const identityRuleTexts = {
  idNumberDigits: 'Nomor KTP harus berupa angka',
  idNumberLength: 'Nomor KTP harus 16 digit',
  motherNameRequired: 'Nama ibu kandung tidak boleh kosong',
  accountNumberRequired: 'Nomor rekening tidak boleh kosong',
} as const;

export type IdentityRule = keyof typeof identityRuleTexts;

const DIGITS = /^[0-9]+$/;

/**
 * What is wrong with a typed KTP number, or null: ASCII digits only first (a letter or space is
 * 'harus berupa angka' whatever the length), then exactly 16 of them. Empty counts as not digits.
 */
export function idNumberProblem(idNumber: string): IdentityRule | null {
  if (!DIGITS.test(idNumber)) return 'idNumberDigits';
  return idNumber.length === ID_NUMBER_DIGITS ? null : 'idNumberLength';
}

/** The mother's name is required: blank (only white space) counts as empty. */
export function motherNameProblem(motherName: string): IdentityRule | null {
  return motherName.trim() === '' ? 'motherNameRequired' : null;
}

/** The account number is required when adding a bank account; blank counts as empty. */
export function accountNumberProblem(accountNumber: string): IdentityRule | null {
  return accountNumber.trim() === '' ? 'accountNumberRequired' : null;
}

/**
 * A mother's name as it is compared with the stored one: case, accents-free spacing and
 * punctuation do not matter ("Siti  Aminah" = "siti aminah" = "SITI AMINAH.").
 */
export function normalizedMotherName(motherName: string): string {
  return motherName
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
