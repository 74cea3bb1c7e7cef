import { type Endpoint, endpoint } from '../endpoint.ts';
import {
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  revokeApiKeyResponseSchema,
} from './schemas.ts';

/**
 * API keys (issue 23 item 12): a client or lp creates, lists and revokes the keys its programs
 * sign requests with. Only a signed-in person manages keys: none of these calls takes a key.
 */
export const apiKeyEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/v2/user/api_keys',
    body: createApiKeyRequestSchema,
    response: createApiKeyResponseSchema,
    auth: 'bearer',
    tag: 'api-keys',
    summary: 'Create an API key',
    description:
      'Creates a key with the scopes read, or read and trade, and an optional IP allow-list; answers its id and its secret, which is shown this once',
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/user/api_keys',
    response: apiKeyListResponseSchema,
    auth: 'bearer',
    tag: 'api-keys',
    summary: 'List the API keys',
    description:
      "The caller's live keys, newest first: scopes, allow-list and last use, never a secret",
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/v2/user/api_keys/:id',
    params: apiKeyParamsSchema,
    response: revokeApiKeyResponseSchema,
    auth: 'bearer',
    tag: 'api-keys',
    summary: 'Revoke an API key',
    description: 'Ends the key at once: every request signed with it is refused from now on',
  }),
} as const satisfies Record<string, Endpoint>;
