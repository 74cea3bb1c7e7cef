import { z } from 'zod';
import { accountLevelSchema } from '../auth/schemas.ts';
import { answers, endpoint } from '../endpoint.ts';
import { textSchema } from '../common.ts';
import { operatorPageQuerySchema } from '../operator/schemas.ts';
import { accountProfileShape } from './account-profile.ts';

/**
 * The console's account-details desk: the details a user may not edit themselves ("Please
 * contact your brokerage firm to change your account details", spec 002 section 2) are changed
 * here by staff, each change in the audit log.
 */

/** Accounts whose HIN, e-mail or full name contains the search (any case); all when empty. */
export const operatorAccountProfilesQuerySchema = operatorPageQuerySchema.extend({
  search: textSchema(120).default(''),
});

export const operatorAccountProfileSchema = z.object({
  /** The account's id (the desk's row key). */
  id: z.string(),
  hin: z.string().nullable(),
  level: accountLevelSchema,
  email: z.string(),
  fullname: z.string(),
  first_name: z.string(),
  ...accountProfileShape,
});
export type OperatorAccountProfile = z.infer<typeof operatorAccountProfileSchema>;

export const operatorAccountProfilesResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(operatorAccountProfileSchema) }),
);
export const operatorAccountProfileResponseSchema = answers.data(operatorAccountProfileSchema);

/** A detail as typed: surrounding spaces dropped, and an empty one stored as missing (null). */
const editedDetail = (lengthMax: number) =>
  textSchema(lengthMax)
    .nullable()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });

export const operatorEditAccountProfileRequestSchema = z.object({
  last_name: editedDetail(80),
  business_name: editedDetail(120),
  street: editedDetail(200),
  city: editedDetail(80),
  province: editedDetail(80),
  postcode: editedDetail(10),
  country: editedDetail(80),
});
export type AccountProfileEdit = z.output<typeof operatorEditAccountProfileRequestSchema>;

export const operatorAccountIdParamsSchema = z.object({ id: textSchema(64).min(1) });

export const settingsOperatorEndpoints = {
  operatorAccountProfiles: endpoint({
    method: 'GET',
    path: '/v2/operator/account-profiles',
    query: operatorAccountProfilesQuerySchema,
    response: operatorAccountProfilesResponseSchema,
    auth: 'operator',
    roles: ['compliance', 'support'],
    tag: 'operator',
    summary: 'List account profiles',
    description: 'Lists accounts with their settings details, searched by HIN, e-mail or name',
  }),
  operatorEditAccountProfile: endpoint({
    method: 'PATCH',
    path: '/v2/operator/account-profiles/:id',
    params: operatorAccountIdParamsSchema,
    body: operatorEditAccountProfileRequestSchema,
    response: operatorAccountProfileResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Edit an account profile',
    description: "Changes an account's last name, business name and address (audited)",
  }),
};
