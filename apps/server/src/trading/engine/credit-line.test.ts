/**
 * Proves the credit line on SQLite and PostgreSQL: buy orders may draw free cash below zero down
 * to minus the limit and nothing else may; a limit below the credit drawn is refused; the limit
 * and the drawn cash survive a restart; a fill leaves the amount owed, which cash coming in
 * repays; and the ledger and the engine's mirror agree throughout.
 */
import { IDR_ASSET, type LedgerAccountKind } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import type { BalanceCommand } from './balance-commands.ts';
import type { BookPlaceCommand } from './commands.ts';
import type { Exchange } from './exchange.ts';
import { accountIdsOf, balanceCommand, placeCommand, testExchange } from './test-kit.ts';

/** Free cash left to the client once the rest is held: Rp 10.000. */
const FREE_SEN = 1_000_000n;
/** A credit line that pays for one gram with its charges: Rp 2.000.000. */
const LIMIT_SEN = 200_000_000n;

describe.each(databaseKinds())('the credit line on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  let clientId: string;
  let sellerId: string;

  const move = (change: Partial<BalanceCommand> & Pick<BalanceCommand, 'movement'>) =>
    exchange.submit(balanceCommand(clientId, change));

  const order = (change: Partial<BookPlaceCommand> = {}): BookPlaceCommand =>
    placeCommand(clientId, { direction: 'buy', ...change });

  const cash = (kindName: LedgerAccountKind = 'cash') =>
    balanceOf(database.db, clientId, IDR_ASSET, kindName);

  const restart = async () => {
    await exchange.stop();
    exchange = testExchange({ database, clock });
    await exchange.start();
  };

  const expectMirrorMatchesDatabase = async () => {
    const mirror = exchange.balanceMirror(clientId);
    expect(mirror?.get(`cash/${IDR_ASSET}`)).toBe(await cash());
    expect(mirror?.get(`reserved_cash/${IDR_ASSET}`)).toBe(await cash('reserved_cash'));
  };

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    [clientId, sellerId] = (await accountIdsOf(database.db, [
      'client@demo.emas.id',
      'client2@demo.emas.id',
    ])) as [string, string];
    exchange = testExchange({ database, clock });
    await exchange.start();
    await move({ movement: 'hold', amount: (await cash()) - FREE_SEN, reference: 'keep-aside' });
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('refuses a buy beyond the cash while the account has no credit', async () => {
    expect(await exchange.submit(order())).toMatchObject({
      ok: false,
      code: 'InsufficientTradeBalance',
    });
  });

  it('lets a buy draw on the credit line, and nothing else', async () => {
    expect(
      await move({ movement: 'credit_limit', amount: LIMIT_SEN, reference: 'cr-1' }),
    ).toMatchObject({ ok: true, value: { amount: LIMIT_SEN, freeAfter: FREE_SEN } });
    const placed = await exchange.submit(order());
    expect(placed).toMatchObject({ ok: true });
    const free = await cash();
    expect(free).toBeLessThan(0n);
    expect(free).toBeGreaterThanOrEqual(-LIMIT_SEN);
    expect(await move({ movement: 'hold', amount: 1n, reference: 'wd-x' })).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await move({ movement: 'fee', amount: 1n, reference: 'fee-x' })).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await exchange.submit(order())).toMatchObject({
      ok: false,
      code: 'InsufficientTradeBalance',
    });
    await expectMirrorMatchesDatabase();
    await assertLedgerConsistent(database.db);
  });

  it('refuses a limit below the credit drawn, naming it', async () => {
    const drawn = -(await cash());
    const refused = await move({ movement: 'credit_limit', amount: drawn - 1n, reference: 'cr-2' });
    expect(refused).toMatchObject({ ok: false, code: 'CreditLimitBelowUsage' });
    expect(refused.ok ? null : refused.params?.used).toMatch(/^\d+\.\d{2}$/);
    expect(await move({ movement: 'credit_limit', amount: -1n, reference: 'cr-3' })).toEqual({
      ok: false,
      code: 'InvalidAmount',
    });
  });

  it('keeps the limit and the drawn cash across a restart', async () => {
    const free = await cash();
    await restart();
    expect(await exchange.submit(order())).toMatchObject({
      ok: false,
      code: 'InsufficientTradeBalance',
    });
    await expectMirrorMatchesDatabase();
    expect(await cash()).toBe(free);
    const line = await database.db
      .selectFrom('credit_lines')
      .selectAll()
      .where('account_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(BigInt(line.limit_sen)).toBe(LIMIT_SEN);
    expect(line.reference).toBe('cr-1');
  });

  it('leaves the amount owed after a fill, repaid by cash coming in', async () => {
    const sold = await exchange.submit(order({ accountId: sellerId, direction: 'sell' }));
    expect(sold).toMatchObject({ ok: true, value: { outcome: 'fill' } });
    expect(await cash('reserved_cash')).toBe(0n);
    const owed = -(await cash());
    expect(owed).toBeGreaterThan(0n);
    expect(owed).toBeLessThanOrEqual(LIMIT_SEN);
    await assertLedgerConsistent(database.db);
    expect(await move({ movement: 'credit_limit', amount: 0n, reference: 'cr-4' })).toMatchObject({
      ok: false,
      code: 'CreditLimitBelowUsage',
    });
    await move({ movement: 'deposit', amount: owed + 5_000n, reference: 'dep-repay' });
    expect(await cash()).toBe(5_000n);
    expect(await move({ movement: 'credit_limit', amount: 0n, reference: 'cr-5' })).toMatchObject({
      ok: true,
    });
    await expectMirrorMatchesDatabase();
    await assertLedgerConsistent(database.db);
  });
});
