import { OPERATOR_ROLES } from '@emas/domain';
import { z } from 'zod';
import { answers } from '../endpoint.ts';
import { passwordHashSchema, textSchema } from '../common.ts';

/** A TOTP code as typed; its six digits are checked by the rule, so a wrong one counts as one. */
export const totpCodeSchema = textSchema(12).min(1);

/** A new TOTP secret: typed into an app, or scanned as the otpauth URL's QR code. */
export const totpEnrolResponseSchema = answers.data(
  z.object({ secret: z.string(), otpauth_url: z.string() }),
);
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema });
export const totpConfirmResponseSchema = answers.data(z.object({ totp_enabled: z.literal(true) }));

const rolesSchema = z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length);

/** A member of staff as the Operators desk lists them. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)).readonly(),
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  /** False until the operator has set a password through the e-mailed link. */
  password_set: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMembersResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(staffMemberSchema) }),
);
export const staffMemberResponseSchema = answers.data(staffMemberSchema);

export const newStaffMemberRequestSchema = z.object({
  email: textSchema(254).email(),
  name: textSchema(80).min(1),
  roles: rolesSchema,
});

/** A change to an operator: new roles, or disabled (true) or enabled again (false). */
export const staffMemberChangeRequestSchema = z
  .object({ roles: rolesSchema.optional(), disabled: z.boolean().optional() })
  .refine((change) => change.roles !== undefined || change.disabled !== undefined, {
    message: 'name roles or disabled',
  });
export const staffMemberParamsSchema = z.object({ id: textSchema(64).min(1) });

/** The e-mailed link's token and the new password's SHA-256 hex (the rule is checked as typed). */
export const setStaffPasswordRequestSchema = z.object({
  token: textSchema(128).min(16),
  password: passwordHashSchema,
});
export const setStaffPasswordResponseSchema = z.object({ status: z.literal(200) });

/** Each desk's count of waiting items, by the path of the call that opens the desk. */
export const deskCountsResponseSchema = answers.data(
  z.object({ body: z.array(z.object({ opens: z.string(), waiting: z.number().int() })) }),
);
