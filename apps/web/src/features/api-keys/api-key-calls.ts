import type { CreateApiKeyRequest } from '@emas/api';
import { apiKeyEndpoints } from '@emas/api/api-keys';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';

/** The keys' reads; every key starts with 'api-keys'. */
export const API_KEYS_KEY = 'api-keys';

/** GET /v2/user/api_keys: the caller's live keys, never a secret. */
export const apiKeysQuery = () => endpointQuery([API_KEYS_KEY], apiKeyEndpoints.list, {});

/** POST /v2/user/api_keys: the new key with its secret, answered this once. */
export const createApiKey = (request: CreateApiKeyRequest) =>
  call(apiKeyEndpoints.create, { body: request });

/** DELETE /v2/user/api_keys/:id. */
export const revokeApiKey = (id: string) => call(apiKeyEndpoints.revoke, { params: { id } });
