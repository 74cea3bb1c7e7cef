import { randomUUID } from 'node:crypto';
import {
  type OperatorRole,
  type Result,
  checkNewPassword,
  fail,
  ok,
  rolesText,
} from '@emas/domain';
import { hashPassword } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export type NewOperator = {
  readonly email: string;
  readonly name: string;
  /** The password as typed; the console signs in with its SHA-256 hex, stored as argon2id. */
  readonly password: string;
  readonly roles: readonly OperatorRole[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** No argon2id hash is empty, so an operator stored with this cannot sign in until they set one. */
export const NO_PASSWORD_YET = '';

/**
 * Stores an operator: a valid e-mail not used by another operator, a name and at least one
 * role; `passwordHash` is argon2id, or NO_PASSWORD_YET for one who sets it by e-mailed link.
 */
export const insertOperator = async (
  db: Db,
  operator: Omit<NewOperator, 'password'>,
  passwordHash: string,
  nowMs: number,
): Promise<Result<{ id: string }>> => {
  const email = operator.email.trim().toLowerCase();
  const name = operator.name.trim();
  if (!EMAIL.test(email) || name === '' || operator.roles.length === 0) {
    return fail('ValidationFailed');
  }
  const id = randomUUID();
  try {
    await db
      .insertInto('operators')
      .values({
        id,
        email,
        name,
        roles: rolesText(operator.roles),
        password_hash: passwordHash,
        failed_sign_ins: 0n,
        locked_until_ms: null,
        created_at_ms: BigInt(nowMs),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('OperatorEmailTaken');
    throw error;
  }
  return ok({ id });
};

/**
 * Adds an operator with a password (the first admin of a production database, from the
 * command line): the password must pass the account password rule.
 */
export const createOperator = async (
  db: Db,
  operator: NewOperator,
  passwordSha256Hex: (password: string) => string,
  nowMs: number,
): Promise<Result<{ id: string }>> => {
  const strong = checkNewPassword(operator.password);
  if (!strong.ok) return strong;
  const hash = await hashPassword(passwordSha256Hex(operator.password));
  return insertOperator(db, operator, hash, nowMs);
};
