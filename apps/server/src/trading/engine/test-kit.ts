import { IDR_ASSET } from '@emas/domain';
import type { Db } from '../../db/database.ts';
import type { BalanceCommand } from './balance-commands.ts';
import type {
  BookPlaceCommand,
  CommandResult,
  OrderOutcome,
  StopPlaceCommand,
} from './commands.ts';
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

/** The DG1 contract's id (a one-gram lot). */
export const TEST_CONTRACT_ID = 5;

/** A GTC limit order for one DG1 lot at the test price, as a client places it; any field may change. */
export const placeCommand = (
  accountId: string,
  change: Partial<BookPlaceCommand> & Pick<BookPlaceCommand, 'direction'>,
): BookPlaceCommand => ({
  kind: 'place',
  accountId,
  contractId: TEST_CONTRACT_ID,
  orderType: 'limit',
  quantityMg: 1_000n,
  limitPriceSen: TEST_PRICE_SEN,
  validity: 'GTC',
  expiresAtMs: null,
  source: 'client',
  ...change,
});

/** A GTC stop order for one DG1 lot, as a client places it; any field may change. */
export const stopCommand = (
  accountId: string,
  change: Partial<StopPlaceCommand> & Pick<StopPlaceCommand, 'direction' | 'stopPriceSen'>,
): StopPlaceCommand => ({
  kind: 'place',
  accountId,
  contractId: TEST_CONTRACT_ID,
  orderType: 'stop',
  quantityMg: 1_000n,
  limitPriceSen: null,
  validity: 'GTC',
  expiresAtMs: null,
  source: 'client',
  ...change,
});

/** A rupiah balance command of nothing for an account; the test sets the movement and more. */
export const balanceCommand = (
  accountId: string,
  change: Partial<BalanceCommand> & Pick<BalanceCommand, 'movement'>,
): BalanceCommand => ({
  kind: 'balance',
  accountId,
  asset: IDR_ASSET,
  amount: 0n,
  reference: 'none',
  ...change,
});

/** The order an accepted command answers; a refusal or no order fails the test. */
export const orderOutcome = (result: CommandResult): OrderOutcome => {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  if (result.value === null) throw new Error('no order');
  return result.value;
};
