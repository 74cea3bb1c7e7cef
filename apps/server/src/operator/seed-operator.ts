import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** The demo's back-office operator; its password is the demo password. */
export const DEMO_OPERATOR = { email: 'operator@demo.emas.id', name: 'Dewi Operator' } as const;

/**
 * Adds the demo operator once (also to a database seeded before operators existed);
 * `passwordHash` makes argon2id of the password's SHA-256 hex, only when it is needed.
 */
export const seedDemoOperator = async (
  db: Db,
  passwordHash: () => Promise<string>,
  nowMs: number,
) => {
  const existing = await db
    .selectFrom('operators')
    .select('id')
    .where('email', '=', DEMO_OPERATOR.email)
    .executeTakeFirst();
  if (existing !== undefined) return;
  await db
    .insertInto('operators')
    .values({
      id: randomUUID(),
      email: DEMO_OPERATOR.email,
      name: DEMO_OPERATOR.name,
      password_hash: await passwordHash(),
      failed_sign_ins: 0n,
      locked_until_ms: null,
      created_at_ms: BigInt(nowMs),
    })
    .execute();
};
