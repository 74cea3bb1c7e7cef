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

/**
 * Adds an operator (the first real one of a production database, or another): a valid e-mail
 * not used by another operator, a name, and a password that passes the account password rule.
 */
export const createOperator = async (
  db: Db,
  operator: NewOperator,
  passwordSha256Hex: (password: string) => string,
  nowMs: number,
): Promise<Result<{ id: string }>> => {
  const email = operator.email.trim().toLowerCase();
  const name = operator.name.trim();
  if (!EMAIL.test(email) || name === '' || operator.roles.length === 0) {
    return fail('ValidationFailed');
  }
  const strong = checkNewPassword(operator.password);
  if (!strong.ok) return strong;
  const id = randomUUID();
  try {
    await db
      .insertInto('operators')
      .values({
        id,
        email,
        name,
        roles: rolesText(operator.roles),
        password_hash: await hashPassword(passwordSha256Hex(operator.password)),
        failed_sign_ins: 0n,
        locked_until_ms: null,
        created_at_ms: BigInt(nowMs),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return fail('RegistrationEmailTaken');
    throw error;
  }
  return ok({ id });
};
