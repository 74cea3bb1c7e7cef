/**
 * Proves the bank-account rules of spec 000: KTP format and length, required mother's name and
 * account number, status labels, the main account, the 3-account limit, the banks by code, the
 * 24-hour request key and the owner-name match.
 */
import { describe, expect, it } from 'vitest';
import {
  MAIN_ACCOUNT_LABEL,
  accountNumberProblem,
  bankAccountStatusLabel,
  bankNameOf,
  bankRequestExpiresAtMs,
  identityRuleTexts,
  idNumberProblem,
  isBankRequestExpired,
  isMainWithdrawalAccount,
  mayAddBankAccount,
  motherNameProblem,
  normalizedMotherName,
  ownerNamesMatch,
} from './index.ts';

describe('identity rules', () => {
  it.each([
    ['3171012345678901', null],
    ['317101234567890', 'idNumberLength'],
    ['31710123456789012', 'idNumberLength'],
    ['', 'idNumberDigits'],
    ['3171 0123 4567 8901', 'idNumberDigits'],
    ['317101234567890A', 'idNumberDigits'],
    ['١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦', 'idNumberDigits'],
  ])('KTP %j is %s', (text, problem) => {
    expect(idNumberProblem(text)).toBe(problem);
  });

  it('writes the spec texts', () => {
    expect(identityRuleTexts.idNumberDigits).toBe('Nomor KTP harus berupa angka');
    expect(identityRuleTexts.idNumberLength).toBe('Nomor KTP harus 16 digit');
    expect(identityRuleTexts.motherNameRequired).toBe('Nama ibu kandung tidak boleh kosong');
  });

  it('needs a mother name and an account number', () => {
    expect(motherNameProblem('  ')).toBe('motherNameRequired');
    expect(motherNameProblem('Siti')).toBeNull();
    expect(accountNumberProblem('')).toBe('accountNumberRequired');
    expect(accountNumberProblem('5200000001')).toBeNull();
  });

  it('compares mother names without case, spacing or punctuation', () => {
    expect(normalizedMotherName('  Siti   AMINAH. ')).toBe(normalizedMotherName('siti aminah'));
    expect(normalizedMotherName('Siti Aminah')).not.toBe(normalizedMotherName('Siti Amina'));
  });
});

describe('bank-account list rules', () => {
  it.each([
    ['ACCEPTED', 'Terverifikasi'],
    ['PENDING', 'Diproses'],
    ['accepted', 'Diproses'],
    ['', 'Diproses'],
  ])('status %j is shown %s', (status, label) => {
    expect(bankAccountStatusLabel(status)).toBe(label);
  });

  it('labels only an undeletable etb account as the main one', () => {
    expect(MAIN_ACCOUNT_LABEL).toBe('Rek. Penarikan Utama');
    expect(isMainWithdrawalAccount({ type: 'etb', can_delete: false })).toBe(true);
    expect(isMainWithdrawalAccount({ type: 'etb', can_delete: true })).toBe(false);
    expect(isMainWithdrawalAccount({ type: 'bifast', can_delete: false })).toBe(false);
  });

  it('allows up to 3 additional accounts', () => {
    expect(mayAddBankAccount(0)).toBe(true);
    expect(mayAddBankAccount(2)).toBe(true);
    expect(mayAddBankAccount(3)).toBe(false);
  });

  it.each([
    ['002', 'BRI'],
    ['008', 'Mandiri'],
    ['014', 'BCA'],
    ['022', 'BCA'],
    ['037', 'AGI'],
    ['451', 'BSI'],
    ['999', null],
  ])('bank %s is %s', (code, name) => {
    expect(bankNameOf(code)).toBe(name);
  });

  it('keeps a request key 24 hours', () => {
    const created = 1_000;
    const expires = bankRequestExpiresAtMs(created);
    expect(expires - created).toBe(24 * 60 * 60 * 1000);
    expect(isBankRequestExpired(expires, expires - 1)).toBe(false);
    expect(isBankRequestExpired(expires, expires)).toBe(true);
  });
});

describe('owner-name match', () => {
  it.each([
    ['CITRA LESTARI', 'Citra Lestari'],
    ['  citra   lestari ', 'Citra Lestari'],
    ['BPK. BUDI SANTOSO, S.E.', 'Budi Santoso'],
    ['Ny. Citra Lestari', 'Dr. Citra Lestari, M.M.'],
  ])('%j matches %j', (looked, owner) => {
    expect(ownerNamesMatch(looked, owner)).toBe(true);
  });

  it.each([
    ['BUDI SANTOSO', 'Citra Lestari'],
    ['CITRA', 'Citra Lestari'],
    ['LESTARI CITRA', 'Citra Lestari'],
    ['B. SANTOSO', 'Budi Santoso'],
    ['BPK.', 'Bapak'],
    ['', ''],
  ])('%j does not match %j', (looked, owner) => {
    expect(ownerNamesMatch(looked, owner)).toBe(false);
  });
});
