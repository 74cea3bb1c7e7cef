import { WITHDRAWAL_MIN_SEN } from '../constants.ts';

/**
 * The transfer screen's own checks (spec 000 §5), in the screen's English texts: a destination
 * and account number are required, and the IDR amount must be at least 10000.
 */
export const TRANSFER_FORM_MESSAGES = {
  destination: 'Please choose your withdraw destination.',
  amount: 'Value must be greater than 10000',
} as const;

export type TransferFormProblems = {
  destination?: (typeof TRANSFER_FORM_MESSAGES)['destination'];
  amount?: (typeof TRANSFER_FORM_MESSAGES)['amount'];
};

export const transferFormProblems = (form: {
  destination: string;
  accountNumber: string;
  amountSen: bigint | null;
}): TransferFormProblems => {
  const problems: TransferFormProblems = {};
  if (form.destination === '' || form.accountNumber.trim() === '') {
    problems.destination = TRANSFER_FORM_MESSAGES.destination;
  }
  if (form.amountSen === null || form.amountSen < WITHDRAWAL_MIN_SEN) {
    problems.amount = TRANSFER_FORM_MESSAGES.amount;
  }
  return problems;
};
