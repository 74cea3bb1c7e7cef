import { ACCOUNT_LEVELS, ENVIRONMENTS } from '@emas/domain';
import { z } from 'zod';
import {
  appNameSchema,
  okStatus,
  passwordHashSchema,
  textSchema,
  userIdSchema,
} from '../common.ts';
import { twoFactorRequiredResponseSchema } from './security-schemas.ts';

/** Exactly one identifier field, chosen by how the typed user id classifies. */
export const identifierSchema = z.object({
  email: textSchema(254).optional(),
  phone_number: textSchema(20).optional(),
  username: textSchema(64).optional(),
});

type IdentifierFields = z.infer<typeof identifierSchema>;
const IDENTIFIER_FIELDS = ['email', 'phone_number', 'username'] as const;

/** The identifier fields a body fills (a blank one counts as absent). */
export const identifierFieldsOf = (body: IdentifierFields) =>
  IDENTIFIER_FIELDS.filter((field) => body[field] !== undefined && body[field].trim() !== '');

/**
 * The client sends exactly one identifier field, the one its classification chose; zero or
 * several is a malformed request (422, status_code 9000, with the field named).
 */
const requireOneIdentifier = (body: IdentifierFields, context: z.RefinementCtx): void => {
  if (identifierFieldsOf(body).length === 1) return;
  context.addIssue({
    code: 'custom',
    path: ['email'],
    message: 'exactly one of email, phone_number or username is required',
  });
};

export const checkUserRequestSchema = identifierSchema
  .extend({ app_name: appNameSchema })
  .superRefine(requireOneIdentifier);
export const checkUserResponseSchema = z.object({
  status: okStatus,
  exists: z.literal(true),
  user_status: z.enum(['active', 'inactive']),
});

export const authRequestSchema = identifierSchema
  .extend({
    password: passwordHashSchema,
    app_name: appNameSchema,
    clientCaptchaKey: textSchema(4096),
  })
  .superRefine(requireOneIdentifier);
export type AuthRequest = z.infer<typeof authRequestSchema>;

export const accountLevelSchema = z.enum(ACCOUNT_LEVELS);
export type AccountLevel = z.infer<typeof accountLevelSchema>;
export const bankTypeSchema = z.enum(['BAGI', 'OTHER']);

export const authResponseSchema = z.object({
  status: okStatus,
  iserror: z.literal(false),
  token: z.string(),
  user_id: userIdSchema,
  broker_id: z.string(),
  bank_type: bankTypeSchema,
  app_name: appNameSchema,
  email: z.string(),
  phone_number: z.string(),
  fullname: z.string(),
  level: accountLevelSchema,
  hin: z.string().nullable(),
  session_expires_at: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A sign-in's answer: the session, or (two-factor sign-in on) the challenge for the code. */
export const signInResponseSchema = z.union([authResponseSchema, twoFactorRequiredResponseSchema]);

/** Headers the login form must send, from the geolocation lookup. */
export const geolocationHeaderNames = [
  'latitude',
  'longitude',
  'city',
  'region',
  'country',
  'ip-address',
] as const;

export const refreshTokenRequestSchema = z.object({ user_id: userIdSchema });
export const refreshTokenResponseSchema = z.object({
  status: okStatus,
  token: z.string(),
  session_expires_at: z.string(),
});

export const logoutResponseSchema = z.object({ status: okStatus, message: z.string() });

export const forgotPasswordRequestSchema = z.object({
  email: textSchema(254),
  app_name: appNameSchema,
});
export const forgotPasswordResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  message_id: z.string(),
  resend_available_at: z.string(),
  expires_at: z.string(),
});

export const verifyOtpRequestSchema = z.object({
  email: textSchema(254),
  otp: z.string().regex(/^\d{6}$/, 'otp must be 6 digits'),
  app_name: appNameSchema,
});
export const verifyOtpResponseSchema = z.object({ status: okStatus, validate_token: z.string() });

export const resendOtpRequestSchema = forgotPasswordRequestSchema;
export const resendOtpResponseSchema = forgotPasswordResponseSchema;

export const resetPasswordRequestSchema = z.object({
  new_password: passwordHashSchema,
  confirm_password: passwordHashSchema,
  token: textSchema(512).min(1),
});
export const resetPasswordResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  message_id: z.string(),
});

export const geolocationResponseSchema = z.object({
  cityLatLong: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  userIP: z.string(),
});
export type Geolocation = z.infer<typeof geolocationResponseSchema>;

/** Public settings the web app needs before sign-in. */
export const appConfigResponseSchema = z.object({
  environment: z.enum(ENVIRONMENTS),
  captcha: z.enum(['altcha', 'off']),
  sessionIdleMs: z.number().int().positive(),
  tokenRefreshMs: z.number().int().positive(),
  marketHours: z.enum(['exchange', 'always']),
});
export type AppConfig = z.infer<typeof appConfigResponseSchema>;

/**
 * GET /v2/captcha/challenge?strength=: an ALTCHA v2 proof-of-work challenge, as the widget
 * fetches it. The solved payload (base64 JSON of challenge and solution) goes in
 * `clientCaptchaKey`. A sign-in answered CaptchaRequired needs a `strong` one.
 */
export const captchaStrengthSchema = z.enum(['normal', 'strong']);
export type CaptchaStrength = z.infer<typeof captchaStrengthSchema>;
export const captchaChallengeQuerySchema = z.object({
  strength: captchaStrengthSchema.default('normal'),
});
export const captchaChallengeResponseSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string(),
});
