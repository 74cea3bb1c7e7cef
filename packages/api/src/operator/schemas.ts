import { OPERATOR_ROLES } from '@emas/domain';
import { z } from 'zod';
import { operatorBankAccountSchema } from '../bank-accounts/schemas.ts';
import { answers } from '../endpoint.ts';
import { operatorShipmentSchema } from '../bullion/schemas.ts';
import { operatorWithdrawalSchema } from '../withdrawal/schemas.ts';
import { decimalStringSchema, digitsSchema, passwordHashSchema, textSchema } from '../common.ts';

/** Staff sign in with their e-mail and the SHA-256 hex of the typed password, as accounts do. */
export const operatorSignInRequestSchema = z.object({
  email: textSchema(254).email(),
  password: passwordHashSchema,
  /** The authenticator's code, once the operator has turned two-factor sign-in on. */
  totp: textSchema(12).optional(),
});

export const operatorSchema = z.object({
  operator_id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)).readonly(),
  /** Always answered; optional so a session kept from before it was answered still reads. */
  totp_enabled: z.boolean().optional(),
  /** Production: no desk opens until the operator has turned two-factor sign-in on. */
  totp_enrolment_required: z.boolean().optional(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSignInResponseSchema = answers.data(
  operatorSchema.extend({ token: z.string() }),
);
export const operatorMeResponseSchema = answers.data(operatorSchema);
export const operatorSignOutResponseSchema = z.object({ status: z.literal(200) });

/** A page of a console list: `offset` and `limit` as the reports' lists take them. */
export const operatorPageQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, 100).default(10),
});

/** A deposit that reached an account's RPED commodity account, credited to its cash. */
export const operatorDepositRequestSchema = z.object({
  hin: textSchema(20).min(1),
  /** Rupiah, up to 2 decimals, greater than zero. */
  amount_idr: decimalStringSchema,
  /** The bank's transfer reference or a note: why the money is credited. */
  reference: textSchema(80).min(3),
});
export const operatorDepositResponseSchema = answers.data(
  z.object({
    deposit_id: z.string(),
    hin: z.string(),
    fullname: z.string(),
    amount_idr: decimalStringSchema,
    balance_idr: decimalStringSchema,
  }),
);

/** A signed correction of an account's cash; the reason is also its key (one posting per text). */
export const operatorAdjustmentRequestSchema = z.object({
  hin: textSchema(20).min(1),
  /** Rupiah, up to 2 decimals, negative to take cash away; never zero. */
  amount_idr: decimalStringSchema,
  reason: textSchema(200),
});
export const operatorAdjustmentResponseSchema = answers.data(
  z.object({
    adjustment_id: z.string(),
    hin: z.string(),
    fullname: z.string(),
    amount_idr: decimalStringSchema,
    balance_idr: decimalStringSchema,
  }),
);

export const operatorActionSchema = z.object({
  id: z.string(),
  operator_email: z.string(),
  operator_name: z.string(),
  action: z.string(),
  subject: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type OperatorAction = z.infer<typeof operatorActionSchema>;
export const operatorActionsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorActionSchema) }),
);

/** An operator's decision that needs a reason (a rejection, a cancellation). */
export const operatorReasonRequestSchema = z.object({ reason: textSchema(200).min(3) });
export const operatorIdParamsSchema = z.object({ id: textSchema(64).min(1) });

const pageOf = <T extends z.ZodType>(row: T) =>
  answers.data(z.object({ count: z.number().int(), body: z.array(row) }));

/** The withdrawals desk: those waiting for a payout first (`processing`), or every one. */
export const operatorWithdrawalsQuerySchema = operatorPageQuerySchema.extend({
  state: z.enum(['processing', 'all']).default('processing'),
});
export const operatorWithdrawalsResponseSchema = pageOf(operatorWithdrawalSchema);
export const operatorWithdrawalResponseSchema = answers.data(operatorWithdrawalSchema);

/** The bank-accounts desk: those waiting for verification, or every one. */
export const operatorBankAccountsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['pending', 'all']).default('pending'),
});
export const operatorBankAccountsResponseSchema = pageOf(operatorBankAccountSchema);
export const operatorBankAccountResponseSchema = answers.data(operatorBankAccountSchema);
/** The selfie sent with a bank account, for the operator to compare with the holder. */
export const operatorSelfieResponseSchema = answers.data(
  z.object({ content_type: z.string(), base64: z.string() }),
);

/** The shipments desk: those not yet delivered, or every one. */
export const operatorShipmentsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['open', 'all']).default('open'),
});
export const operatorShipmentsResponseSchema = pageOf(operatorShipmentSchema);
export const operatorShipmentResponseSchema = answers.data(operatorShipmentSchema);
/** The postal service's receipt number, required when the shipment is first dispatched. */
export const operatorAdvanceShipmentRequestSchema = z.object({
  receipt_number: textSchema(40).min(6).nullable().default(null),
});
