import type { PaymentInformation } from '@emas/api';
import { AppError } from '../plugins/app-error.ts';
import type { BankDetails } from './account-repository.ts';

/**
 * The deposit view's RPED commodity account (`apd`) and the withdrawal accounts. An account
 * without an RPED account (ib, fm, ccp hold no money) is refused with RPEDNotFound.
 */
export const paymentInformationBody = (details: readonly BankDetails[]): PaymentInformation => {
  const rped = details.find((d) => d.purpose === 'rped');
  if (rped === undefined) throw new AppError('RPEDNotFound');
  return {
    apd: {
      bank_name: rped.bank_name,
      bank_code: rped.bank_code,
      account_number: rped.account_number,
      account_name: rped.account_name,
      bank_address: rped.bank_address,
      currency: rped.currency,
      swift_code: rped.swift_code,
    },
    withdrawal_acc: details
      .filter((d) => d.purpose === 'withdrawal')
      .map((d) => ({
        account_name: d.account_name,
        account_number: d.account_number,
        bank_code: d.bank_code,
        bank_address: d.bank_address,
      })),
  };
};
