import { REGISTRATION_STATES } from '@emas/domain';
import { z } from 'zod';
import { appNameSchema, passwordHashSchema, textSchema } from '../common.ts';
import { answers } from '../endpoint.ts';
import { operatorPageQuerySchema } from '../operator/schemas.ts';

/*
 * Account opening. The applicant has no session: the start answers a secret registration token
 * that every later step sends. Field rules are the domain's (registration-fields.ts); these
 * schemas only bound the shapes and lengths, so a rule's failure answers its own catalogue code.
 */

/** 32 random bytes, base64url: what the start answers and every step sends back. */
export const registrationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const registrationStartBodySchema = z.object({
  app_name: appNameSchema,
  email: textSchema(254),
  phone_number: textSchema(20),
  /** SHA-256 hex of the typed password, as sign-in sends it. */
  password: passwordHashSchema,
});

export const registrationStepSchema = z.enum([
  'email_otp',
  'sms_otp',
  'details',
  'photos',
  'agreement',
  'submitted',
]);

/** Where the applicant is, and the code just sent when a step sent one. */
export const registrationProgressSchema = z.object({
  registration_token: registrationTokenSchema,
  step: registrationStepSchema,
  email: z.string(),
  phone_number: z.string(),
  code: z
    .object({ mode: z.enum(['email', 'sms']), expires_at: z.number(), resend_at: z.number() })
    .nullable(),
});

/**
 * Every applicant step's answer; the web parses the photo step's (multipart, outside `call()`)
 * against it in production too.
 */
export const registrationProgressAnswerSchema = answers.data(registrationProgressSchema);

export const registrationTokenBodySchema = z.object({
  registration_token: registrationTokenSchema,
});

export const registrationOtpBodySchema = registrationTokenBodySchema.extend({
  otp: z.string().regex(/^[0-9]{6}$/),
});

export const registrationResendBodySchema = registrationTokenBodySchema.extend({
  mode: z.enum(['email', 'sms']),
});

export const registrationDetailsBodySchema = registrationTokenBodySchema.extend({
  fullname: textSchema(200),
  id_no: textSchema(32),
  mother_name: textSchema(200),
  /** YYYY-MM-DD. */
  date_of_birth: textSchema(10),
  street: textSchema(400),
  city: textSchema(400),
  province: textSchema(400),
  postcode: textSchema(10),
});

export const registrationSubmitBodySchema = registrationTokenBodySchema.extend({
  agreement_accepted: z.boolean(),
});

/** One application as the operator reviews it (both photos are fetched apart). */
export const operatorRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATES),
  broker_id: z.string(),
  email: z.string(),
  phone_number: z.string(),
  fullname: z.string(),
  id_no: z.string().nullable(),
  mother_name: z.string().nullable(),
  date_of_birth: z.string(),
  street: z.string(),
  city: z.string(),
  province: z.string(),
  postcode: z.string(),
  agreement_version: z.string().nullable(),
  submitted_at: z.number().nullable(),
  decided_at: z.number().nullable(),
  hin: z.string().nullable(),
  reject_reason: z.string().nullable(),
  /** A sanctions or PEP hit that holds approval: waiting for compliance, or confirmed. */
  screening_hold: z.enum(['ScreeningHitPending', 'ScreeningHitConfirmed']).nullable(),
});
export type OperatorRegistration = z.infer<typeof operatorRegistrationSchema>;

export const operatorRegistrationsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['submitted', 'all']).default('submitted'),
});

export const registrationPhotoParamsSchema = z.object({
  id: textSchema(64).min(1),
  kind: z.enum(['ktp', 'selfie']),
});
