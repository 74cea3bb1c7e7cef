import { randomBytes, randomUUID } from 'node:crypto';
import {
  REGISTRATION_VALIDITY_MS,
  type Result,
  isBrokerId,
  emailProblem,
  fail,
  normalizedEmail,
  normalizedMobileNumber,
  ok,
} from '@emas/domain';
import { registerPathOf } from '../broker-settings/index.ts';
import { hashPassword } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import {
  type Application,
  accountUsing,
  applicationOfToken,
  insertApplication,
  liveApplicationsUsing,
  registrationTokenHash,
  startsSince,
  updateApplication,
} from './application-repository.ts';
import type { RegistrationDeps } from './deps.ts';
import { type ProgressAnswer, progressAnswer } from './registration-progress.ts';
import { sendRegistrationCode } from './registration-otp.ts';

/*
 * Abuse limits of the start (ours): a start sends an e-mail, so an address may start a few an
 * hour and an e-mail a few a day; both are counted from the table, so every API instance agrees.
 */
export const REGISTRATION_STARTS_PER_IP_PER_HOUR_MAX = 10;
export const REGISTRATION_STARTS_PER_EMAIL_PER_DAY_MAX = 5;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type StartInput = {
  appName: string;
  email: string;
  phoneNumber: string;
  passwordSha256: string;
  ip: string;
};

const tooMany = async (
  db: Db,
  column: 'ip' | 'email',
  value: string,
  windowMs: number,
  max: number,
  nowMs: number,
): Promise<Result<void>> => {
  const { count, oldestAtMs } = await startsSince(db, column, value, nowMs - windowMs);
  if (count < max || oldestAtMs === null) return ok(undefined);
  const minutes = Math.max(1, Math.ceil((oldestAtMs + windowMs - nowMs) / 60_000));
  return fail('TooManyRequests', { minutes });
};

/**
 * An account owns the contact, or another applicant proved it (their code for it passed, or
 * they submitted): Taken. An open application that has not proved it is abandoned by the new
 * start, so nobody can hold an e-mail or number they do not own.
 */
const contactFree = async (
  deps: RegistrationDeps,
  column: 'email' | 'phone_number',
  value: string,
  nowMs: number,
): Promise<Result<Application[]>> => {
  const { db } = deps.database;
  const taken = column === 'email' ? 'RegistrationEmailTaken' : 'RegistrationPhoneTaken';
  if (await accountUsing(db, column, value)) return fail(taken);
  const live = await liveApplicationsUsing(db, column, value, nowMs);
  const proven = (row: Application) =>
    row.status !== 'otp_pending' ||
    (column === 'email' ? row.email_verified_at_ms : row.phone_verified_at_ms) !== null;
  return live.some(proven) ? fail(taken) : ok(live);
};

const contactsOf = (input: StartInput): Result<{ email: string; phone: string }> => {
  const email = normalizedEmail(input.email);
  const emailWrong = emailProblem(email);
  if (emailWrong !== null) return fail(emailWrong);
  const phone = normalizedMobileNumber(input.phoneNumber);
  return phone === null ? fail('RegistrationPhoneInvalid') : ok({ email, phone });
};

/** Opens an application under the broker and e-mails its first code. */
export const startApplication = async (
  deps: RegistrationDeps,
  input: StartInput,
): Promise<Result<ProgressAnswer>> => {
  const { db } = deps.database;
  const nowMs = deps.clock.now();
  // The broker's admin decides whether it registers here, without a restart.
  const brokerId = isBrokerId(input.appName) ? input.appName : null;
  if (brokerId === null || (await registerPathOf(db, brokerId, nowMs)) === null)
    return fail('RegistrationBrokerClosed');
  const contacts = contactsOf(input);
  if (!contacts.ok) return contacts;
  const { email, phone } = contacts.value;
  const limits = [
    await tooMany(db, 'ip', input.ip, HOUR_MS, REGISTRATION_STARTS_PER_IP_PER_HOUR_MAX, nowMs),
    await tooMany(db, 'email', email, DAY_MS, REGISTRATION_STARTS_PER_EMAIL_PER_DAY_MAX, nowMs),
  ];
  const limited = limits.find((limit) => !limit.ok);
  if (limited !== undefined && !limited.ok) return limited;
  const byEmail = await contactFree(deps, 'email', email, nowMs);
  if (!byEmail.ok) return byEmail;
  const byPhone = await contactFree(deps, 'phone_number', phone, nowMs);
  if (!byPhone.ok) return byPhone;
  for (const stale of [...byEmail.value, ...byPhone.value]) {
    await updateApplication(db, stale.id, { status: 'abandoned' });
  }
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await insertApplication(db, {
    id,
    token_hash: registrationTokenHash(token),
    broker_id: brokerId,
    status: 'otp_pending',
    email,
    phone_number: phone,
    password_hash: await hashPassword(input.passwordSha256),
    ip: input.ip,
    created_at_ms: BigInt(nowMs),
    expires_at_ms: BigInt(nowMs + REGISTRATION_VALIDITY_MS),
  });
  const sent = await sendRegistrationCode(deps, id, 'email', email);
  if (!sent.ok) return sent;
  const application = await applicationOfToken(db, token, nowMs);
  if (application === null) throw new Error('the application just opened is gone');
  return ok(progressAnswer(token, application, sent.value));
};
