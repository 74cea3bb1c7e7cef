import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole, rolesText } from '@emas/domain';
import type { Db } from '../db/database.ts';

type DemoOperator = {
  readonly email: string;
  readonly name: string;
  readonly roles: readonly OperatorRole[];
};

/** The demo's back-office operator with every role, as the console had before roles. */
export const DEMO_OPERATOR = {
  email: 'operator@demo.emas.id',
  name: 'Dewi Operator',
  roles: OPERATOR_ROLES,
} as const satisfies DemoOperator;

/**
 * The demo's staff, one per duty and two in finance (a second approver on money); their
 * password is the demo password.
 */
export const DEMO_OPERATORS: readonly DemoOperator[] = [
  DEMO_OPERATOR,
  { email: 'finance@demo.emas.id', name: 'Fajar Keuangan', roles: ['finance'] },
  { email: 'finance2@demo.emas.id', name: 'Fitri Keuangan', roles: ['finance'] },
  { email: 'compliance@demo.emas.id', name: 'Citra Kepatuhan', roles: ['compliance'] },
  { email: 'support@demo.emas.id', name: 'Sari Layanan', roles: ['support'] },
  { email: 'content@demo.emas.id', name: 'Kevin Konten', roles: ['content'] },
];

/**
 * Adds each demo operator once (also to a database seeded before they existed);
 * `passwordHash` makes argon2id of the password's SHA-256 hex, only when one is missing.
 */
export const seedDemoOperator = async (
  db: Db,
  passwordHash: () => Promise<string>,
  nowMs: number,
) => {
  const existing = await db
    .selectFrom('operators')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_OPERATORS.map((operator) => operator.email),
    )
    .execute();
  const missing = DEMO_OPERATORS.filter(
    (operator) => !existing.some((row) => row.email === operator.email),
  );
  if (missing.length === 0) return;
  const hash = await passwordHash();
  await db
    .insertInto('operators')
    .values(
      missing.map((operator) => ({
        id: randomUUID(),
        email: operator.email,
        name: operator.name,
        roles: rolesText(operator.roles),
        password_hash: hash,
        failed_sign_ins: 0n,
        locked_until_ms: null,
        created_at_ms: BigInt(nowMs),
      })),
    )
    .execute();
};
