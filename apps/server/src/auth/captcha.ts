import { createHmac } from 'node:crypto';
import type { CaptchaStrength } from '@emas/api';
import {
  type Challenge,
  type Payload,
  createChallenge,
  randomInt,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaWork } from '../config.ts';
import type { Db } from '../db/database.ts';
import { CAPTCHA_VALIDITY_MS } from './limits.ts';

/*
 * Self-hosted ALTCHA proof of work. The challenge is deterministic: the server picks the
 * counter, so the browser must try about that many PBKDF2 derivations (cost 1000 each, about a
 * second on a laptop) while the server verifies with one HMAC via the key signature. The work is
 * deliberately light: the captcha only slows scripted sign-ins, the per-account and per-address
 * throttle does the rest. An account with many failed sign-ins asks for the strong challenge,
 * five times the work; the cost is part of the signed parameters, so it cannot be lowered.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST_OF: Readonly<Record<CaptchaStrength, number>> = { normal: 1_000, strong: 5_000 };
/** The derivations a challenge asks for, about; `test` only through testConfig (below). */
const COUNTER_RANGE: Readonly<Record<CaptchaWork, { min: number; max: number }>> = {
  full: { min: 1_000, max: 2_500 },
  // A strong solve took two seconds of a test's CPU; the cost and every check stay the same.
  test: { min: 1, max: 10 },
};
const PAYLOAD_LENGTH_MAX = 4_096;

/** Two keys derived from the app secret, so the captcha never holds the secret itself. */
const keysOf = (secret: string) => ({
  hmacSignatureSecret: createHmac('sha256', secret).update('altcha-signature').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
});

export const createCaptchaChallenge = (
  secret: string,
  nowMs: number,
  strength: CaptchaStrength,
  work: CaptchaWork,
): Promise<Challenge> =>
  createChallenge({
    algorithm: ALGORITHM,
    cost: COST_OF[strength],
    counter: randomInt(COUNTER_RANGE[work].min, COUNTER_RANGE[work].max),
    deriveKey,
    expiresAt: Math.floor((nowMs + CAPTCHA_VALIDITY_MS) / 1_000),
    ...keysOf(secret),
  });

/** The widget's payload: base64 of JSON `{ challenge, solution }`; anything else is null. */
const parsePayload = (text: string): Payload | null => {
  if (text.length === 0 || text.length > PAYLOAD_LENGTH_MAX) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Partial<Payload>;
    const parameters = payload.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof parameters.expiresAt !== 'number')
      return null;
    if (typeof parameters.cost !== 'number') return null;
    if (typeof payload.solution !== 'object' || payload.solution === null) return null;
    return payload as Payload;
  } catch {
    return null;
  }
};

/**
 * Remembers a used challenge until it expires; false when it was already used. The table is
 * shared by every API server, and the insert is atomic, so a payload passes once.
 */
const claimChallenge = async (
  db: Db,
  challengeId: string,
  expiresAtMs: number,
  nowMs: number,
): Promise<boolean> => {
  await db.deleteFrom('captcha_replays').where('expires_at_ms', '<=', BigInt(nowMs)).execute();
  const result = await db
    .insertInto('captcha_replays')
    .values({ challenge_id: challengeId, expires_at_ms: BigInt(expiresAtMs) })
    .onConflict((conflict) => conflict.column('challenge_id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
};

/**
 * True when the payload solves an unexpired challenge of ours, at least of the given strength,
 * that was not used before.
 */
export const verifyCaptcha = async (
  db: Db,
  secret: string,
  payloadText: string,
  nowMs: number,
  strength: CaptchaStrength,
): Promise<boolean> => {
  const payload = parsePayload(payloadText);
  if (payload === null || payload.challenge.parameters.cost < COST_OF[strength]) return false;
  const expiresAtMs = (payload.challenge.parameters.expiresAt as number) * 1_000;
  if (expiresAtMs <= nowMs) return false;
  const verification = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    ...keysOf(secret),
  }).catch(() => null);
  if (verification?.verified !== true) return false;
  return claimChallenge(db, payload.challenge.parameters.nonce, expiresAtMs, nowMs);
};
