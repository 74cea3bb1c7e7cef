import type { Db } from '../db/database.ts';
import { DEMO_OPERATORS } from '../operator/index.ts';
import { demoAccounts } from './demo-accounts.ts';

/**
 * The demo sign-ins a database holds: demo accounts and the demo operators, whose password the
 * README prints. Production refuses to serve such a database.
 */
export const demoSignInsIn = async (db: Db): Promise<string[]> => {
  const accounts = await db
    .selectFrom('accounts')
    .select('email')
    .where(
      'email',
      'in',
      demoAccounts.map((account) => account.email),
    )
    .execute();
  const operators = await db
    .selectFrom('operators')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_OPERATORS.map((operator) => operator.email),
    )
    .execute();
  return [...accounts, ...operators].map((row) => row.email).sort();
};
