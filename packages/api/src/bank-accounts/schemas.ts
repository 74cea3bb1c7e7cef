import { z } from 'zod';
import { answers } from '../endpoint.ts';
import { textSchema, userIdSchema } from '../common.ts';

/*
 * The bank-account shapes of spec 000 sections 3 and 7. Every answer is `{ status: 200, data }`
 * (the client's `data.data`); the spec does not show the wrapping, and this one is the
 * platform's usual.
 */

/** A bank account number: 5 to 20 ASCII digits (Indonesian account numbers are 10 to 16). */
export const bankAccountNumberSchema = z.string().regex(/^[0-9]{5,20}$/, 'must be 5 to 20 digits');
export const bankCodeSchema = z.string().regex(/^[0-9]{3}$/, 'must be a 3-digit bank code');
/** The add request's key, and the identity step's validation string: random base64url. */
export const bankRequestKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a request key');

export const bankAccountStatusSchema = z.enum(['PENDING', 'ACCEPTED']);

/** One account of the list (the approved list and those still being verified). */
export const bankAccountSchema = z.object({
  _id: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  /** A small SVG badge of the bank as a data: URI. */
  bankLogo: z.string(),
  type: z.enum(['etb', 'bifast']),
  can_delete: z.boolean(),
  status: bankAccountStatusSchema,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankSchema = z.object({ bank_code: z.string(), bank_name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

export const bankAccountMessageSchema = z.object({ message: z.string() });

export const addBankAccountBodySchema = z.object({
  account_no: bankAccountNumberSchema,
  user_id: userIdSchema,
  bank_code: bankCodeSchema,
});

export const addBankAccountAnswerSchema = answers.data(
  z.object({
    bank_name: z.string(),
    account_no: z.string(),
    account_name: z.string(),
    bank_code: z.string(),
    request_key: z.string(),
    /** When the request key stops working (epoch ms): 24 hours after the request. */
    expired_at: z.number(),
  }),
);

export const bankAccountIdentityBodySchema = z.object({
  id_no: z
    .string()
    .regex(/^[0-9]+$/, 'Nomor KTP harus berupa angka')
    .length(16, 'Nomor KTP harus 16 digit'),
  mother_name: textSchema(100).refine(
    (name) => name.trim() !== '',
    'Nama ibu kandung tidak boleh kosong',
  ),
  user_id: userIdSchema,
  request_key: bankRequestKeySchema,
});

export const bankAccountOtpModeSchema = z.enum(['email', 'sms']);

export const bankAccountOtpBodySchema = z.object({
  user_id: userIdSchema,
  request_key: bankRequestKeySchema,
  code: z.string().regex(/^[0-9]{6}$/, 'must be 6 digits'),
});

export const bankAccountResendBodySchema = z.object({
  user_id: userIdSchema,
  request_key: bankRequestKeySchema,
  mode: bankAccountOtpModeSchema,
});

/** The next code's timing: when it expires and when another may be asked for (epoch ms). */
export const bankAccountCodeSentSchema = z.object({
  message: z.string(),
  expires_at: z.number(),
  resend_at: z.number(),
});

/**
 * The answer of each code step; the web parses the photo step's (multipart, outside `call()`)
 * against it in production too.
 */
export const bankAccountCodeSentAnswerSchema = answers.data(bankAccountCodeSentSchema);

/** One bank account as the operator console reviews it. */
export const operatorBankAccountSchema = z.object({
  id: z.string(),
  hin: z.string().nullable(),
  fullname: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_no: z.string(),
  account_name: z.string(),
  status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'DELETED']),
  /** Epoch ms. */
  created_at: z.number(),
  reviewed_at: z.number().nullable(),
  reject_reason: z.string().nullable(),
});
export type OperatorBankAccount = z.infer<typeof operatorBankAccountSchema>;
