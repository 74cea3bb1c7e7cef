import {
  API_KEY_IP_ENTRIES_MAX,
  API_KEY_NAME_CHARS_MAX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  isApiKeyScopeSet,
  normalIpAllowEntry,
  orderedScopes,
} from '@emas/domain';
import { z } from 'zod';
import { okStatus, textSchema } from '../common.ts';

/** A key's id as X-Emas-Key carries it: `ek_` and 24 lowercase hex digits. */
export const apiKeyIdSchema = z.string().regex(/^ek_[0-9a-f]{24}$/, 'must be an API key id');

/** The scopes a key is created with: read alone, or read and trade (stored in that order). */
export const apiKeyScopesSchema = z
  .array(z.enum(API_KEY_SCOPES))
  .refine(isApiKeyScopeSet, 'scopes must be ["read"] or ["read", "trade"]')
  .transform((scopes: ApiKeyScope[]) => orderedScopes(scopes));

/** One allow-list entry: an IPv4 or IPv6 address, or a CIDR block; kept in its normal form. */
const ipAllowEntrySchema = textSchema(64).transform((text, context) => {
  const normal = normalIpAllowEntry(text);
  if (normal === null) {
    context.addIssue({ code: 'custom', message: `"${text}" is not an IP address or CIDR block` });
    return z.NEVER;
  }
  return normal;
});

export const createApiKeyRequestSchema = z.object({
  name: textSchema(API_KEY_NAME_CHARS_MAX).trim().min(1, 'a key needs a name'),
  scopes: apiKeyScopesSchema,
  /** Addresses and blocks the key may be used from; empty or absent: any address. */
  ip_allow_list: z
    .array(ipAllowEntrySchema)
    .max(API_KEY_IP_ENTRIES_MAX)
    .transform((entries) => [...new Set(entries)])
    .optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as its holder sees it: never its secret, which is shown once, at creation. */
export const apiKeySchema = z.object({
  id: apiKeyIdSchema,
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  ip_allow_list: z.array(z.string()),
  created_at: z.string(),
  /** The last signed request that passed (to the minute); null until the key is used. */
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyResponseSchema = z.object({
  status: okStatus,
  data: apiKeySchema.extend({
    /** The HMAC-SHA256 secret: shown this once; the server keeps it encrypted. */
    secret: z.string(),
  }),
});
export type CreatedApiKey = z.infer<typeof createApiKeyResponseSchema>['data'];

export const apiKeyListResponseSchema = z.object({
  status: okStatus,
  data: z.array(apiKeySchema),
});

export const apiKeyParamsSchema = z.object({ id: apiKeyIdSchema });

export const revokeApiKeyResponseSchema = z.object({
  status: okStatus,
  data: z.object({ id: apiKeyIdSchema, revoked_at: z.string() }),
});
