import {
  type ApplicantInput,
  CORRECTABLE_FIELDS,
  REGISTRATION_STATES,
  RISK_PROFILES,
  RISK_QUESTION_KEYS,
  type RiskQuestion,
} from '@emas/domain';
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
  'profile',
  'photos',
  'agreement',
  'submitted',
  'correction',
]);

export const correctableFieldSchema = z.enum(CORRECTABLE_FIELDS);

/** Compliance's request: what to correct and why. */
export const registrationCorrectionSchema = z.object({
  fields: z.array(correctableFieldSchema),
  note: z.string(),
});

/** Where the applicant is, and the code just sent when a step sent one. */
export const registrationProgressSchema = z.object({
  registration_token: registrationTokenSchema,
  step: registrationStepSchema,
  email: z.string(),
  phone_number: z.string(),
  code: z
    .object({ mode: z.enum(['email', 'sms']), expires_at: z.number(), resend_at: z.number() })
    .nullable(),
  /** Known once the know-your-customer step is given, shown to the applicant. */
  risk_profile: z.enum(RISK_PROFILES).nullable(),
  /** What compliance asked to correct, while the application waits for it (step correction). */
  correction: registrationCorrectionSchema.nullable(),
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

/** The know-your-customer step: codes of the domain's lists (checked there), NPWP as typed. */
const kycShape = {
  npwp: textSchema(32),
  occupation: textSchema(40),
  occupation_other: textSchema(200),
  source_of_funds: textSchema(40),
  account_purpose: textSchema(40),
  monthly_transaction: textSchema(40),
  risk_experience: textSchema(40),
  risk_horizon: textSchema(40),
  risk_fall_reaction: textSchema(40),
  risk_wealth_share: textSchema(40),
  risk_gold_knowledge: textSchema(40),
};

export const registrationProfileBodySchema = registrationTokenBodySchema.extend(kycShape);

/** Each of the domain's applicant inputs by its name in the bodies above. */
export const APPLICANT_BODY_KEYS = {
  fullName: 'fullname',
  idNumber: 'id_no',
  motherName: 'mother_name',
  birthDate: 'date_of_birth',
  street: 'street',
  city: 'city',
  province: 'province',
  postcode: 'postcode',
  npwp: 'npwp',
  occupation: 'occupation',
  occupationOther: 'occupation_other',
  sourceOfFunds: 'source_of_funds',
  accountPurpose: 'account_purpose',
  monthlyTransaction: 'monthly_transaction',
  experience: 'risk_experience',
  horizon: 'risk_horizon',
  fallReaction: 'risk_fall_reaction',
  wealthShare: 'risk_wealth_share',
  goldKnowledge: 'risk_gold_knowledge',
} as const satisfies Record<ApplicantInput, string>;

/** A correction: only the inputs of the fields compliance asked for (the others are refused). */
export const registrationCorrectionBodySchema = registrationDetailsBodySchema
  .extend(kycShape)
  .partial()
  .extend(registrationTokenBodySchema.shape);

export const registrationSubmitBodySchema = registrationTokenBodySchema.extend({
  agreement_accepted: z.boolean(),
});

/** A client's know-your-customer answers as compliance reads them. */
/** Each question's answer by its key, as an object (OpenAPI then names every property). */
const riskAnswersSchema = z.object(
  Object.fromEntries(RISK_QUESTION_KEYS.map((question) => [question, z.string()])) as Record<
    RiskQuestion,
    z.ZodString
  >,
);

export const operatorKycSchema = z.object({
  npwp: z.string().nullable(),
  occupation: z.string(),
  occupation_other: z.string().nullable(),
  source_of_funds: z.string(),
  account_purpose: z.string(),
  monthly_transaction: z.string(),
  risk_answers: riskAnswersSchema,
  risk_score: z.number().int(),
  risk_profile: z.enum(RISK_PROFILES),
});
export type OperatorKyc = z.infer<typeof operatorKycSchema>;

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
  kyc: operatorKycSchema.nullable(),
  correction: registrationCorrectionSchema.extend({ requested_at: z.number() }).nullable(),
  /** A sanctions or PEP hit that holds approval: waiting for compliance, or confirmed. */
  screening_hold: z.enum(['ScreeningHitPending', 'ScreeningHitConfirmed']).nullable(),
});
export type OperatorRegistration = z.infer<typeof operatorRegistrationSchema>;

export const operatorRegistrationsQuerySchema = operatorPageQuerySchema.extend({
  status: z.enum(['submitted', 'all']).default('submitted'),
});

export const operatorCorrectionRequestSchema = z.object({
  fields: z.array(correctableFieldSchema).max(CORRECTABLE_FIELDS.length),
  note: textSchema(1000),
});

export const registrationPhotoParamsSchema = z.object({
  id: textSchema(64).min(1),
  kind: z.enum(['ktp', 'selfie']),
});
