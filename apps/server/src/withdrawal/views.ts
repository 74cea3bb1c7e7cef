import type { OperatorWithdrawal, WithdrawalTransaction } from '@emas/api';
import { MONEY_DECIMALS, historyStatusOf, toDecimalString } from '@emas/domain';
import type { Withdrawal } from './withdrawal-repository.ts';

/** The RPED account a withdrawal is paid from: the debit side of its history row. */
export type DebitAccount = { bank_code: string; account_number: string; account_name: string };

const iso = (ms: bigint) => new Date(Number(ms)).toISOString();
export const rupiahText = (sen: bigint) => toDecimalString(sen, MONEY_DECIMALS);

/** The history's status of a row: a row still taking its hold is not shown anywhere. */
const statusOf = (row: Withdrawal) =>
  historyStatusOf(row.state === 'holding' ? 'requested' : row.state);

/** A withdrawal as the spec's history shows it (spec 000 §3, "Withdrawal transaction"). */
export const transactionOf = (
  row: Withdrawal,
  debit: DebitAccount | null,
): WithdrawalTransaction => ({
  _id: row.id,
  status: statusOf(row),
  transaction_id: row.request_key,
  transaction_date: iso(row.created_at_ms),
  transfer_type: row.transfer_type,
  credit_bank_code: row.bank_code,
  credit_bank_name: row.bank_name,
  credit_no: row.account_number,
  credit_name: row.account_name,
  debit_bank_code: debit?.bank_code ?? '',
  debit_no: debit?.account_number ?? '',
  debit_name: debit?.account_name ?? '',
  desc: row.description,
  amount: rupiahText(row.amount_sen),
  // No bank fee is charged by the platform; the bank's own fee is the warning's subject.
  admin_fee: rupiahText(0n),
});

/** Where the bank-transfer flow stands: which code it waits for. */
export const bankTransactionOf = (row: Withdrawal) => ({
  request_key: row.request_key,
  _id: row.id,
  status: statusOf(row),
  expired_at: iso(row.expires_at_ms),
  otp_step:
    row.state !== 'requested'
      ? ('done' as const)
      : row.email_verified_at_ms === null
        ? ('email' as const)
        : ('sms' as const),
});

export const operatorRowOf = (
  row: Withdrawal,
  holder: { hin: string | null; fullname: string },
): OperatorWithdrawal => ({
  id: row.id,
  hin: holder.hin,
  fullname: holder.fullname,
  transfer_type: row.transfer_type,
  amount: rupiahText(row.amount_sen),
  bank_name: row.bank_name,
  bank_code: row.bank_code,
  account_number: row.account_number,
  account_name: row.account_name,
  description: row.description,
  state: row.state,
  failure_reason: row.failure_reason,
  created_at: iso(row.created_at_ms),
  updated_at: iso(row.updated_at_ms),
});
