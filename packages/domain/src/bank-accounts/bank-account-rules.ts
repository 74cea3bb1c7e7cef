import { BANK_ACCOUNTS_ADDITIONAL_MAX, BANK_REQUEST_KEY_VALID_MS } from '../constants.ts';

/*
 * Rules of the withdrawal bank-account list (spec 000 sections 3, 4, 6 and 9): how a status is
 * shown, which account is the main one, the limit of additional accounts, the banks known by
 * code, and how long an add request lives.
 */

/** `etb` is the main withdrawal account (seeded with the RPED); added accounts pay by `bifast`. */
export type BankAccountType = 'etb' | 'bifast';

/** The status an admin's verification gives; any other value is still being processed. */
export const ACCEPTED_STATUS = 'ACCEPTED';

export const bankAccountStatusTexts = {
  verified: 'Terverifikasi',
  processing: 'Diproses',
} as const;

/** ACCEPTED is shown 'Terverifikasi'; every other value 'Diproses'. */
export function bankAccountStatusLabel(status: string): string {
  return status === ACCEPTED_STATUS
    ? bankAccountStatusTexts.verified
    : bankAccountStatusTexts.processing;
}

export function isBankAccountVerified(status: string): boolean {
  return status === ACCEPTED_STATUS;
}

export const MAIN_ACCOUNT_LABEL = 'Rek. Penarikan Utama';

/** The main withdrawal account: type etb and not deletable (it is labelled, never trashed). */
export function isMainWithdrawalAccount(account: { type: string; can_delete: boolean }): boolean {
  return account.type === 'etb' && !account.can_delete;
}

/** A client may save another account while fewer than 3 additional ones are pending or verified. */
export function mayAddBankAccount(additionalAccounts: number): boolean {
  return additionalAccounts < BANK_ACCOUNTS_ADDITIONAL_MAX;
}

/** The banks the spec knows by code (section 3); 014 and 022 are both BCA. */
export const KNOWN_BANKS: readonly { readonly code: string; readonly name: string }[] = [
  { code: '002', name: 'BRI' },
  { code: '008', name: 'Mandiri' },
  { code: '014', name: 'BCA' },
  { code: '022', name: 'BCA' },
  { code: '037', name: 'AGI' },
  { code: '451', name: 'BSI' },
];

/** The short name of a bank code, or null for a code the spec does not know. */
export function bankNameOf(code: string): string | null {
  return KNOWN_BANKS.find((bank) => bank.code === code)?.name ?? null;
}

/** An add request made at `createdAtMs` is refused from 24 hours later on (epoch ms). */
export function bankRequestExpiresAtMs(createdAtMs: number): number {
  return createdAtMs + BANK_REQUEST_KEY_VALID_MS;
}

export function isBankRequestExpired(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs <= nowMs;
}
