import { randomBytes } from 'node:crypto';
import {
  API_KEYS_PER_ACCOUNT_MAX,
  type ApiKeyScope,
  type Result,
  fail,
  mayHoldApiKeys,
  ok,
} from '@emas/domain';
import type { Database } from '../db/database.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import { type ApiKeyRow, insertKeyWithin } from './api-key-repository.ts';
import type { SecretBox } from './secret-box.ts';

export type ApiKeyRequest = {
  readonly name: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly ipAllowList: readonly string[];
};

/** A new key: its id (public, in X-Emas-Key) and its secret (shown once), 96 and 256 bits. */
const newKeyId = (): string => `ek_${randomBytes(12).toString('hex')}`;
const newSecret = (): string => `es_${randomBytes(32).toString('base64url')}`;

/**
 * Creates a key for a client or lp holding fewer than the most keys allowed; answers it with
 * its secret, which is stored only sealed and never answered again.
 */
export const createApiKey = async (
  database: Database,
  box: SecretBox,
  caller: AuthenticatedAccount,
  request: ApiKeyRequest,
  nowMs: number,
): Promise<Result<ApiKeyRow & { secret: string }>> => {
  if (!mayHoldApiKeys(caller.level)) return fail('ApiKeyLevelNotAllowed');
  const id = newKeyId();
  const secret = newSecret();
  const stored = await insertKeyWithin(
    database.db,
    {
      id,
      accountId: caller.id,
      name: request.name,
      scopes: request.scopes,
      ipAllowList: request.ipAllowList,
      secretSealed: box.seal(id, secret),
      createdAtMs: nowMs,
    },
    API_KEYS_PER_ACCOUNT_MAX,
  );
  if (!stored) return fail('ApiKeyLimitReached', { max: API_KEYS_PER_ACCOUNT_MAX });
  return ok({
    id,
    name: request.name,
    scopes: [...request.scopes],
    ipAllowList: [...request.ipAllowList],
    createdAtMs: nowMs,
    lastUsedAtMs: null,
    secret,
  });
};
