import { TRANSFER_TYPES } from '@emas/domain';
import { z } from 'zod';
import { decimalStringSchema, okStatus, textSchema, userIdSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { decimalInputSchema } from '../trading/schemas.ts';

/**
 * Cash withdrawals (spec 000 sections 3 and 7). Amounts come in as the client typed them (a JSON
 * number or a decimal string, rupiah with at most 2 decimals) and leave as decimal strings.
 * The description is checked by the domain's rule (3 to 40 characters, blank means none), so
 * its refusal carries the spec's texts; here it is only bounded.
 */
const descriptionSchema = textSchema(200).nullish();
/** A client's key for one request: a repeat with the same key has one effect. */
const requestKeySchema = textSchema(64)
  .min(8)
  .regex(/^[A-Za-z0-9_-]+$/);
const otpCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6-digit code');

export const transferTypeSchema = z.enum(TRANSFER_TYPES);

/**
 * POST /v2/igx/request_withdrawal: the transfer screen's withdrawal from the RPED balance, with
 * the spec's payload (user_id, amount_idr, description; spec 000 section 7). The money goes to
 * the holder's main withdrawal account, or to `bank_account_id`, one of the holder's verified
 * withdrawal accounts; any other field (a typed destination or account number) is refused.
 */
export const rpedWithdrawalBodySchema = z.strictObject({
  user_id: userIdSchema,
  amount_idr: decimalInputSchema(2),
  description: descriptionSchema,
  bank_account_id: textSchema(64).min(1).optional(),
  request_key: requestKeySchema.optional(),
});

/** A withdrawal as the spec's history shows it (section 3, "Withdrawal transaction"). */
export const withdrawalTransactionSchema = z.object({
  _id: z.string(),
  status: z.enum(['pending', 'process', 'success', 'failed']),
  transaction_id: z.string(),
  transaction_date: z.string(),
  transfer_type: z.enum(['rped', ...TRANSFER_TYPES]),
  credit_bank_code: z.string(),
  credit_bank_name: z.string(),
  credit_no: z.string(),
  credit_name: z.string(),
  debit_bank_code: z.string(),
  debit_no: z.string(),
  debit_name: z.string(),
  desc: z.string().nullable(),
  amount: decimalStringSchema,
  admin_fee: decimalStringSchema,
});
export type WithdrawalTransaction = z.infer<typeof withdrawalTransactionSchema>;

export const rpedWithdrawalResponseSchema = answers.body(
  z.object({ message: z.string(), transaction: withdrawalTransactionSchema }),
);

/** POST /v2/bank_account/withdrawal: to the main withdrawal account, then two codes. */
export const bankWithdrawalBodySchema = z.object({
  transfer_type: transferTypeSchema,
  amount: decimalInputSchema(2),
  description: descriptionSchema,
  request_key: requestKeySchema.optional(),
});

export const bankWithdrawalResponseSchema = z.object({
  status: okStatus,
  transaction: z.object({
    request_key: z.string(),
    _id: z.string(),
    status: withdrawalTransactionSchema.shape.status,
    /** When the codes must be done by (ISO 8601). */
    expired_at: z.string(),
    /** The code's next step: `email`, then `sms`, then none once processing. */
    otp_step: z.enum(['email', 'sms', 'done']),
  }),
});

export const withdrawalOtpBodySchema = z.object({
  request_key: requestKeySchema,
  code: otpCodeSchema,
});

export const withdrawalOtpResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  transaction: bankWithdrawalResponseSchema.shape.transaction,
});

/** Our addition: a new code for the step the withdrawal waits at. */
export const withdrawalOtpResendBodySchema = z.object({
  request_key: requestKeySchema,
  mode: z.enum(['email', 'sms']),
});
export const withdrawalOtpResendResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  /** When another code may be asked for (ISO 8601). */
  resend_at: z.string(),
});

export const withdrawalListResponseSchema = z.object({
  status: okStatus,
  transactions: z.array(withdrawalTransactionSchema),
});

/** POST /v2/igx/last_transactions: the last cash movements, newest first (spec 000 §3). */
export const lastTransactionsQuerySchema = z.object({
  skip: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(50))
    .optional(),
  type: z.enum(['bank']).optional(),
});
export const balanceTransactionSchema = z.object({
  created_at: z.string(),
  reff_transaction: z.string(),
  type: z.enum(['debit', 'credit']),
  amount: decimalStringSchema,
  /** What the movement was: deposit, withdrawal_hold, trade… */
  kind: z.string(),
});
export type BalanceTransaction = z.infer<typeof balanceTransactionSchema>;
export const lastTransactionsResponseSchema = answers.body(z.array(balanceTransactionSchema));

/** GET /v2/abx/account/deposit_withdrawal_history: deposits and withdrawals, newest first. */
const historyItemSchema = z.object({
  _id: z.string(),
  amount: decimalStringSchema,
  createdAt: z.string(),
  status: z.string(),
  description: z.string().nullable(),
});
export const depositWithdrawalHistoryResponseSchema = answers.data(
  z.object({ deposits: z.array(historyItemSchema), withdrawals: z.array(historyItemSchema) }),
);

/** Our addition: the account's credit figures (spec 002 §9), for the transfer screen. */
export const creditInformationResponseSchema = answers.body(
  z.object({
    creditLimit: decimalStringSchema,
    availableCredit: decimalStringSchema,
    settlementOwning: decimalStringSchema,
  }),
);

/** A withdrawal as the operator console lists it. */
export const operatorWithdrawalSchema = z.object({
  id: z.string(),
  hin: z.string().nullable(),
  fullname: z.string(),
  transfer_type: z.enum(['rped', ...TRANSFER_TYPES]),
  amount: decimalStringSchema,
  bank_name: z.string(),
  bank_code: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  description: z.string().nullable(),
  state: z.enum(['holding', 'requested', 'processing', 'success', 'failed', 'rejected', 'expired']),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
