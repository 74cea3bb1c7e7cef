import { z } from 'zod';
import { appNameSchema, okStatus, passwordHashSchema, userIdSchema } from '../common.ts';
import { type Endpoint, endpoint } from '../endpoint.ts';
import { settingsOperatorEndpoints } from './operator-endpoints.ts';

/**
 * edit_password's body as spec 002 section 7 names it: the broker, the old password and the
 * new one, each the SHA-256 hex of what was typed. A `user_id`, when sent, must be the caller's.
 */
export const editPasswordRequestSchema = z.object({
  broker_id: appNameSchema,
  password: passwordHashSchema,
  new_password: passwordHashSchema,
  user_id: userIdSchema.optional(),
});
export type EditPasswordRequest = z.infer<typeof editPasswordRequestSchema>;

export const editPasswordResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  message_id: z.string(),
});

/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export const settingsEndpoints = {
  editPassword: endpoint({
    method: 'POST',
    path: '/v2/igx/edit_password',
    body: editPasswordRequestSchema,
    response: editPasswordResponseSchema,
    auth: 'bearer',
    tag: 'settings',
    summary: 'Change the password',
    description: "Changes the caller's password and signs the account's other sessions out",
  }),
  ...settingsOperatorEndpoints,
} as const satisfies Record<string, Endpoint>;
