import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password-hash.ts';
import type { Db } from '../db/database.ts';
import { DEMO_PASSWORD, demoAccounts, demoBrokers } from './demo-accounts.ts';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * Seeds the brief's demo brokers and accounts once; a database that already has brokers is
 * left as it is, so restarting `npm start` never duplicates or resets anything.
 */
export const seedDemo = async (db: Db, nowMs: number): Promise<void> => {
  const existing = await db.selectFrom('brokers').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return;
  const passwordHash = await hashPassword(sha256Hex(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    const createdAt = BigInt(nowMs);
    await trx
      .insertInto('brokers')
      .values(demoBrokers.map((broker) => ({ ...broker, created_at_ms: createdAt })))
      .execute();
    const idByKey = new Map<string, string>();
    for (const { key, parentKey, ...account } of demoAccounts) {
      const id = randomUUID();
      idByKey.set(key, id);
      const parent = parentKey === null ? null : (idByKey.get(parentKey) ?? null);
      await trx
        .insertInto('accounts')
        .values({ ...account, id, parent_account_id: parent, created_at_ms: createdAt })
        .execute();
      await trx
        .insertInto('credentials')
        .values({ account_id: id, password_hash: passwordHash, updated_at_ms: createdAt })
        .execute();
    }
  });
};
