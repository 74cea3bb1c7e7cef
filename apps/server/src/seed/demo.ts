import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/index.ts';
import type { Db } from '../db/database.ts';
import { seedDemoOperator } from '../operator/index.ts';
import { seedDemoBankDetails } from './demo-bank-details.ts';
import { seedDemoIdentities } from '../bank-accounts/index.ts';
import { DEMO_PASSWORD, demoAccounts, demoBrokers } from './demo-accounts.ts';
import { seedDemoFunding } from './demo-funding.ts';
import { seedDemoInventory } from './demo-inventory.ts';
import { seedDemoProfiles } from '../settings/index.ts';
import { seedDemoContent } from '../content/index.ts';
import { seedDemoBrokerSettings } from '../broker-settings/index.ts';

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

const insertBrokersAndAccounts = async (
  trx: Db,
  passwordHash: string,
  createdAt: bigint,
): Promise<void> => {
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
};

/**
 * Seeds the brief's demo brokers and accounts, their opening cash and gold (with its cost, for
 * LIFO), and their bank details, in one transaction. Each part runs only when it has not run before (brokers exist,
 * a demo funding entry exists, an account has bank details), so seeding again changes nothing
 * and a database seeded by an older version gains only the parts it lacks.
 */
export const seedDemo = async (db: Db, nowMs: number): Promise<void> => {
  const hasBrokers =
    (await db.selectFrom('brokers').select('id').limit(1).executeTakeFirst()) !== undefined;
  const passwordHash = hasBrokers ? null : await hashPassword(sha256Hex(DEMO_PASSWORD));
  await db.transaction().execute(async (trx) => {
    if (passwordHash !== null) await insertBrokersAndAccounts(trx, passwordHash, BigInt(nowMs));
    const accounts = await trx
      .selectFrom('accounts')
      .select(['id', 'email', 'level', 'fullname', 'phone_number'])
      .where(
        'email',
        'in',
        demoAccounts.map((account) => account.email),
      )
      .orderBy('email')
      .execute();
    await seedDemoFunding(trx, accounts, nowMs);
    await seedDemoInventory(trx, accounts, nowMs);
    await seedDemoBankDetails(trx, accounts, nowMs);
    await seedDemoIdentities(trx, nowMs);
    await seedDemoProfiles(trx, accounts, nowMs);
    await seedDemoContent(trx, nowMs);
    await seedDemoBrokerSettings(trx, nowMs);
  });
  await seedDemoOperator(db, () => hashPassword(sha256Hex(DEMO_PASSWORD)), nowMs);
};
