import { setTimeout as wait } from 'node:timers/promises';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import { withDeadline } from '../plugins/deadline.ts';

/**
 * The owner-name lookup of an account at a bank (an account inquiry, as BI-FAST and the banks'
 * host-to-host APIs offer it): the name the bank holds for a number, or why there is none.
 */
export type BankInquiryAnswer =
  { readonly kind: 'found'; readonly accountName: string } | { readonly kind: 'not-found' };

export interface BankInquiry {
  ownerOf(bankCode: string, accountNo: string): Promise<BankInquiryAnswer>;
}

/** Digits of a number the simulated bank compares with an account holder's phone number. */
const DIRECTORY_DIGITS = 8;
const ACCOUNT_DIGITS_MIN = 10;
const ACCOUNT_DIGITS_MAX = 16;

/**
 * BANK_INQUIRY=simulated: a bank whose customers are the platform's own account holders, so the
 * demo and the tests can reach every answer, deterministically. A number of 10 to 16 digits
 * whose last 8 digits are the last 8 digits of a holder's phone number belongs to that holder,
 * and the bank answers the holder's full name in capitals, as banks print it (081200000001's
 * holder owns 5200000001, 1400000001, 0011223300000001 ... at every bank). Every other number
 * is not found (RPEDNotFound). A client who types another holder's number gets that holder's
 * name, which does not match theirs (BankAccountNameUnmatch). Like a real bank it takes
 * `delayMs` to answer; with `failurePercent` chance it does not (BankInquiryUnavailable), and
 * with `timeoutPercent` chance it answers only after `slowMs`, later than the server waits.
 */
export type SimulatedInquiryOptions = {
  readonly delayMs: number;
  readonly failurePercent: number;
  readonly timeoutPercent?: number;
  readonly slowMs?: number;
  /** A number in [0, 1). */
  readonly random?: () => number;
};

export const simulatedBankInquiry = (db: Db, options: SimulatedInquiryOptions): BankInquiry => ({
  async ownerOf(_bankCode, accountNo) {
    await wait(options.delayMs);
    const roll = (options.random ?? Math.random)() * 100;
    if (roll < options.failurePercent) throw new AppError('BankInquiryUnavailable');
    if (roll < options.failurePercent + (options.timeoutPercent ?? 0)) {
      await wait(options.slowMs ?? 0);
    }
    const lengthOk =
      accountNo.length >= ACCOUNT_DIGITS_MIN && accountNo.length <= ACCOUNT_DIGITS_MAX;
    if (!lengthOk || !/^[0-9]+$/.test(accountNo)) return { kind: 'not-found' };
    const tail = accountNo.slice(-DIRECTORY_DIGITS);
    const holders = await db
      .selectFrom('accounts')
      .select(['fullname', 'phone_number'])
      .where('phone_number', 'like', `%${tail}`)
      .where('status', '=', 'active')
      .orderBy('created_at_ms')
      .limit(1)
      .execute();
    const holder = holders[0];
    return holder === undefined
      ? { kind: 'not-found' }
      : { kind: 'found', accountName: holder.fullname.toUpperCase() };
  },
});

/**
 * The inquiry as the server uses it: a bank that has not answered within `timeoutMs` is
 * BankInquiryUnavailable, as one that is down, and the request keeps nothing.
 */
export const inquiryWithDeadline = (inquiry: BankInquiry, timeoutMs: number): BankInquiry => ({
  ownerOf: (bankCode, accountNo) =>
    withDeadline(
      inquiry.ownerOf(bankCode, accountNo),
      timeoutMs,
      () => new AppError('BankInquiryUnavailable'),
    ),
});

/**
 * The bank inquiry adapter BANK_INQUIRY names (only the simulated bank so far), behind the
 * server's deadline; built once.
 */
export const createBankInquiry = (db: Db, config: Config): BankInquiry => {
  const { bankInquiryTimeoutMs: timeoutMs } = config;
  const simulated = simulatedBankInquiry(db, {
    delayMs: config.bankInquiryDelayMs,
    failurePercent: config.bankInquiryFailurePercent,
    timeoutPercent: config.bankInquiryTimeoutPercent,
    slowMs: 2 * timeoutMs,
  });
  return inquiryWithDeadline(simulated, timeoutMs);
};
