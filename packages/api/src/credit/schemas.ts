import { z } from 'zod';
import { answers } from '../endpoint.ts';
import { decimalStringSchema, digitsSchema, textSchema, userIdSchema } from '../common.ts';

/** A client's or lp's request for a higher credit limit, and what became of it. */
export const creditRequestSchema = z.object({
  id: z.string(),
  credit_limit: decimalStringSchema,
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  granted_limit: decimalStringSchema.nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

/** Our addition: ask for a credit limit (rupiah, whole) with the reason for it. */
export const creditRequestBodySchema = z.object({
  user_id: userIdSchema,
  credit_limit: decimalStringSchema,
  reason: textSchema(400),
});
export const creditRequestResponseSchema = answers.body(creditRequestSchema);
export const creditRequestsResponseSchema = answers.body(z.array(creditRequestSchema));

/** A credit request as the operator console lists it, with the holder and the line today. */
export const operatorCreditRequestSchema = creditRequestSchema.extend({
  hin: z.string().nullable(),
  fullname: z.string(),
  current_limit: decimalStringSchema,
});
export type OperatorCreditRequest = z.infer<typeof operatorCreditRequestSchema>;

export const operatorCreditRequestsQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, 100).default(10),
  status: z.enum(['pending', 'all']).default('pending'),
});
export const operatorCreditRequestsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorCreditRequestSchema) }),
);
export const operatorCreditRequestResponseSchema = answers.data(operatorCreditRequestSchema);

/** Approval grants the limit asked for, or the one the operator writes instead. */
export const operatorCreditApproveBodySchema = z.object({
  credit_limit: decimalStringSchema.nullable().default(null),
});

/** An operator sets an account's credit limit directly, saying why. */
export const operatorCreditLineBodySchema = z.object({
  hin: textSchema(20).min(1),
  credit_limit: decimalStringSchema,
  reason: textSchema(200).min(3),
});

/** An account's credit line after an operator set it: the credit card's figures. */
export const operatorCreditLineSchema = z.object({
  hin: z.string(),
  fullname: z.string(),
  credit_limit: decimalStringSchema,
  available_credit: decimalStringSchema,
  settlement_owing: decimalStringSchema,
});
export type OperatorCreditLine = z.infer<typeof operatorCreditLineSchema>;
export const operatorCreditLineResponseSchema = answers.data(operatorCreditLineSchema);
