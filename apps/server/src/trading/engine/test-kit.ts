import type { Db } from '../../db/database.ts';
import { Exchange, type ExchangeDeps } from './exchange.ts';

/** What the engine tests share: an exchange with fixed market inputs, and the demo accounts. */

/** Reference price of a lot in the tests, sen (one gram's worth of DG1). */
export const TEST_PRICE_SEN = 119_280_000n;
export const TEST_RATE_IDR_PER_USD = 14_000n;
export const silentLog = { error: () => {}, warn: () => {} };

/** An exchange open round the clock at the test rate and price; any dependency may be replaced. */
export const testExchange = (
  deps: Pick<ExchangeDeps, 'database' | 'clock'> & Partial<ExchangeDeps>,
): Exchange =>
  new Exchange({
    marketHours: 'always',
    log: silentLog,
    rateIdrPerUsd: () => TEST_RATE_IDR_PER_USD,
    referencePriceSen: () => TEST_PRICE_SEN,
    ...deps,
  });

/** The ids of demo accounts by e-mail, in the order asked. */
export const accountIdsOf = async (db: Db, emails: readonly string[]): Promise<string[]> => {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  return emails.map((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (row === undefined) throw new Error(`no demo account ${email}`);
    return row.id;
  });
};
