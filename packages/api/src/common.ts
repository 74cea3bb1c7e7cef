import { BROKER_IDS, type BrokerId } from '@emas/domain';
import { z } from 'zod';

/** The four brokers a user signs in through; a broker's id is its app name. */
export const appNameSchema = z.enum(BROKER_IDS);
export type AppName = BrokerId;

/** SHA-256 of the typed password, as lowercase hex; the server never sees the password. */
export const passwordHashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'password must be the SHA-256 hex of the typed password');

/**
 * Text as the database can store it: no NUL and no other control character. PostgreSQL refuses
 * NUL in text, and no name, address, id or token the platform knows carries one.
 */
export const textSchema = (lengthMax: number) =>
  z
    .string()
    .max(lengthMax)
    .regex(/^\P{Cc}*$/u, 'must not contain control characters');

/** A client's key for one request (8 to 64 of A-Z, a-z, 0-9, _ and -): a repeat has one effect. */
export const requestKeySchema = textSchema(64)
  .min(8)
  .regex(/^[A-Za-z0-9_-]+$/);

export const userIdSchema = textSchema(64).min(1);
export const userIdBodySchema = z.object({ user_id: userIdSchema });
export const userIdQuerySchema = z.object({ user_id: userIdSchema.optional() });

/**
 * A whole number in a query string or a path, where everything is text: digits only ("5", never
 * "0x5", "5.0", " 5", "+5", "1e3" or "true"), at most 15 of them so the number is exact.
 */
export const digitsSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number written in digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Money and gold leave the server as decimal strings, never as floats. */
export const decimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  message_id: z.string(),
});

/** Every error answer. `status` is the body status the client switches on (2018, 9004, 498…). */
export const errorBodySchema = z.object({
  status: z.number(),
  status_code: z.number(),
  code: z.string(),
  iserror: z.literal(true),
  err_message: z.string(),
  err_message_id: z.string(),
  message_id: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okStatus = z.literal(200);
