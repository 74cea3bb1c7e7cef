import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_TIMESTAMP_WINDOW_MS,
  type ApiKeyScope,
  ipAllowed,
  isSignatureHex,
  mayHoldApiKeys,
  scopeAllows,
  signingPrefixOf,
  timestampProblem,
} from '@emas/domain';
import type { AppName } from '@emas/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';
import {
  type SigningKey,
  claimSignature,
  signingKeyOf,
  touchLastUsed,
} from './api-key-repository.ts';
import type { SecretBox } from './secret-box.ts';

/** A key's last use is written at most once a minute: the list shows it to the minute. */
const LAST_USED_INTERVAL_MS = 60_000;
const KEY_ID = /^ek_[0-9a-f]{24}$/;

export type SignedRequestDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly box: SecretBox;
  /** Null when the key may make another request now, else the seconds to wait. */
  readonly rateLimit: (keyId: string, nowMs: number) => Promise<number | null>;
};

export const SIGNED_HEADERS = {
  key: 'x-emas-key',
  timestamp: 'x-emas-timestamp',
  signature: 'x-emas-signature',
} as const;

const headerOf = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** The signature the request should carry: HMAC-SHA256 of its text part, then its raw body. */
const expectedSignature = (request: FastifyRequest, secret: string, timestamp: string) =>
  createHmac('sha256', secret)
    .update(signingPrefixOf(request.method, request.raw.url ?? request.url, timestamp))
    .update(request.rawBody ?? Buffer.alloc(0))
    .digest();

/**
 * A body parsed by anything but the JSON parser (which keeps the bytes) was not signed as
 * received, so it cannot be checked: such a request is refused rather than passed unsigned.
 */
const bodyUnchecked = (request: FastifyRequest): boolean =>
  request.body !== undefined && request.rawBody === undefined;

const checkSignature = (
  deps: SignedRequestDeps,
  request: FastifyRequest,
  key: SigningKey,
  timestamp: string,
  signature: string,
): void => {
  const secret = deps.box.open(key.id, key.secretSealed);
  if (secret === null) {
    request.log.warn({ apiKey: key.id }, 'API key secret does not open (APP_SECRET changed?)');
    throw new AppError('ApiKeySignatureInvalid');
  }
  const expected = expectedSignature(request, secret, timestamp);
  const given = Buffer.from(signature, 'hex');
  if (bodyUnchecked(request) || !timingSafeEqual(expected, given)) {
    throw new AppError('ApiKeySignatureInvalid');
  }
};

/** The key a request names, live and of an account that may hold one, or the refusal. */
const liveKeyOf = async (deps: SignedRequestDeps, keyId: string): Promise<SigningKey> => {
  const key = KEY_ID.test(keyId) ? await signingKeyOf(deps.database.db, keyId) : null;
  // A key of an account that is closed or locked works as no key at all, as its sessions do.
  if (key === null || !key.account.usable || !mayHoldApiKeys(key.account.level)) {
    throw new AppError('ApiKeyUnknown');
  }
  if (key.revoked) throw new AppError('ApiKeyRevoked');
  return key;
};

/**
 * Checks a signed request (issue 23 item 12) and answers who it acts for. In order: the three
 * headers, the timestamp within 30 s, the key (known, live), the caller's address, the HMAC in
 * constant time, the call's scope, the key's budget, and last that the signature is new (the
 * only write, so a refused request costs none). The key's last use is then noted.
 */
export const verifySignedRequest = async (
  deps: SignedRequestDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: ApiKeyScope,
): Promise<AuthenticatedAccount> => {
  const keyId = headerOf(request, SIGNED_HEADERS.key) ?? '';
  const timestamp = headerOf(request, SIGNED_HEADERS.timestamp);
  const signature = headerOf(request, SIGNED_HEADERS.signature);
  if (timestamp === null || signature === null || !isSignatureHex(signature)) {
    throw new AppError('ApiKeySignatureInvalid');
  }
  const nowMs = deps.clock.now();
  if (timestampProblem(timestamp, nowMs) !== null) {
    throw new AppError('ApiKeyTimestampStale', { seconds: API_KEY_TIMESTAMP_WINDOW_MS / 1000 });
  }
  const key = await liveKeyOf(deps, keyId);
  if (!ipAllowed(request.ip, key.ipAllowList)) throw new AppError('ApiKeyIpNotAllowed');
  checkSignature(deps, request, key, timestamp, signature);
  if (!scopeAllows(key.scopes, scope)) throw new AppError('ApiKeyScopeNotAllowed');
  const waitSeconds = await deps.rateLimit(key.id, nowMs);
  if (waitSeconds !== null) {
    void reply.header('retry-after', String(waitSeconds));
    throw new AppError('ApiKeyRateLimited', { seconds: waitSeconds });
  }
  const expiresAtMs = Number(timestamp) + API_KEY_TIMESTAMP_WINDOW_MS;
  const fresh = await claimSignature(
    deps.database.db,
    `${key.id}:${signature.toLowerCase()}`,
    expiresAtMs,
  );
  if (!fresh) throw new AppError('ApiKeyReplayed');
  if (key.lastUsedAtMs === null || nowMs - key.lastUsedAtMs >= LAST_USED_INTERVAL_MS) {
    await touchLastUsed(deps.database.db, key.id, nowMs, LAST_USED_INTERVAL_MS);
  }
  return {
    id: key.account.id,
    level: key.account.level,
    brokerId: key.account.brokerId as AppName,
    hin: key.account.hin,
    sessionId: `api-key:${key.id}`,
    apiKeyId: key.id,
  };
};
