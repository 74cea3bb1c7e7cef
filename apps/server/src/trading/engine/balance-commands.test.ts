/**
 * Proves the exchange's balance commands on SQLite and PostgreSQL: deposits, withdrawal holds
 * released or settled exactly once (also after a restart), fees with tax, operator adjustments,
 * the refusals of each, and that cash held for a withdrawal can no longer buy gold. Concurrent
 * holds against one balance succeed exactly floor(balance / amount) times.
 */
import { IDR_ASSET, type LedgerAccountKind, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { assertLedgerConsistent, balanceOf, sumByAsset } from '../../ledger/index.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../../test-support/harness.ts';
import type { BalanceCommand } from './balance-commands.ts';
import type { Exchange } from './exchange.ts';
import { accountIdsOf, balanceCommand, testExchange } from './test-kit.ts';

const DG1 = 5;
const CONCURRENT_HOLDS = 200;

describe.each(databaseKinds())('balance commands on %s', (kind) => {
  let database: Database;
  let close: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);
  let exchange: Exchange;
  let clientId: string;

  const newExchange = () => testExchange({ database, clock });

  const move = (change: Partial<BalanceCommand> & Pick<BalanceCommand, 'movement'>) =>
    exchange.submit(balanceCommand(clientId, change));

  const balance = (kindName: LedgerAccountKind, asset = IDR_ASSET) =>
    balanceOf(database.db, clientId, asset, kindName);

  beforeAll(async () => {
    ({ database, close } = await createTestDatabase(kind, clock));
    [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    exchange = newExchange();
    await exchange.start();
  });
  afterAll(async () => {
    await exchange.stop();
    await close();
  });

  it('credits a deposit of cash and of gold', async () => {
    const cash = await balance('cash');
    const gold = await balance('gold', goldAsset(DG1));
    expect(await move({ movement: 'deposit', amount: 500_000n, reference: 'dep-1' })).toMatchObject(
      { ok: true, value: { freeAfter: cash + 500_000n } },
    );
    await move({ movement: 'deposit', asset: goldAsset(DG1), amount: 2_000n, reference: 'dep-2' });
    expect(await balance('cash')).toBe(cash + 500_000n);
    expect(await balance('gold', goldAsset(DG1))).toBe(gold + 2_000n);
    await assertLedgerConsistent(database.db);
  });

  it('holds for a withdrawal and settles it exactly once', async () => {
    const cash = await balance('cash');
    const held = await move({ movement: 'hold', amount: 100_000n, reference: 'wd-1' });
    expect(held).toMatchObject({
      ok: true,
      value: { freeAfter: cash - 100_000n, heldAfter: 100_000n },
    });
    expect(await move({ movement: 'hold', amount: 1n, reference: 'wd-1' })).toEqual({
      ok: false,
      code: 'HoldExists',
    });
    expect(await move({ movement: 'settle', reference: 'wd-1' })).toMatchObject({
      ok: true,
      value: { amount: 100_000n, heldAfter: 0n },
    });
    expect(await move({ movement: 'settle', reference: 'wd-1' })).toEqual({
      ok: false,
      code: 'HoldNotFound',
    });
    expect(await move({ movement: 'release', reference: 'wd-1' })).toEqual({
      ok: false,
      code: 'HoldNotFound',
    });
    expect(await move({ movement: 'hold', amount: 1n, reference: 'wd-1' })).toEqual({
      ok: false,
      code: 'HoldExists',
    });
    expect(await balance('cash')).toBe(cash - 100_000n);
    expect(await balance('withdrawal_hold')).toBe(0n);
    for (const sum of (await sumByAsset(database.db)).values()) expect(sum).toBe(0n);
  });

  it('takes gold sent from the vault out of the owner’s lots, so they cost only what is left', async () => {
    const lotsMg = async () => {
      const row = await database.db
        .selectFrom('gold_inventories')
        .select((eb) => eb.fn.sum<string | number | bigint>('remaining_mg').as('mg'))
        .where('account_id', '=', clientId)
        .where('contract_id', '=', BigInt(DG1))
        .executeTakeFirstOrThrow();
      return BigInt(row.mg ?? 0);
    };
    const before = await lotsMg();
    expect(before).toBeGreaterThanOrEqual(1_000n);
    const gold = { asset: goldAsset(DG1), reference: 'bars-1' };
    await move({ movement: 'hold', amount: 1_000n, ...gold });
    expect(await lotsMg()).toBe(before);
    expect(await move({ movement: 'settle', ...gold })).toMatchObject({ ok: true });
    expect(await lotsMg()).toBe(before - 1_000n);
    await assertLedgerConsistent(database.db);
  });

  it('keeps an open hold across a restart and releases it once', async () => {
    const cash = await balance('cash');
    await move({ movement: 'hold', amount: 70_000n, reference: 'wd-2' });
    await exchange.stop();
    exchange = newExchange();
    await exchange.start();
    expect(await move({ movement: 'hold', amount: 1n, reference: 'wd-2' })).toEqual({
      ok: false,
      code: 'HoldExists',
    });
    expect(await move({ movement: 'release', reference: 'wd-2' })).toMatchObject({ ok: true });
    expect(await move({ movement: 'release', reference: 'wd-2' })).toMatchObject({ ok: false });
    expect(await balance('cash')).toBe(cash);
  });

  it('refuses what the account cannot pay, and bad amounts', async () => {
    const cash = await balance('cash');
    expect(await move({ movement: 'hold', amount: cash + 1n, reference: 'wd-3' })).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await move({ movement: 'hold', amount: 0n, reference: 'wd-4' })).toEqual({
      ok: false,
      code: 'InvalidAmount',
    });
    expect(await move({ movement: 'adjust', amount: -(cash + 1n), reference: 'fix' })).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(await move({ movement: 'fee', amount: cash, taxSen: 1n, reference: 'fee' })).toEqual({
      ok: false,
      code: 'InsufficientBalance',
    });
    expect(
      await move({ movement: 'deposit', asset: 'XAU:999x', amount: 1n, reference: 'x' }),
    ).toEqual({ ok: false, code: 'BadRequest' });
    expect(await balance('cash')).toBe(cash);
  });

  it('charges a fee with its tax and applies signed adjustments, each reference once', async () => {
    const cash = await balance('cash');
    const fees = await balanceOf(database.db, null, IDR_ASSET, 'fee_income');
    const tax = await balanceOf(database.db, null, IDR_ASSET, 'tax_payable');
    await move({ movement: 'fee', amount: 10_000n, taxSen: 1_100n, reference: 'wd-fee' });
    await move({ movement: 'adjust', amount: 5_000n, reference: 'correction: bank fee refund' });
    await move({ movement: 'adjust', amount: -2_000n, reference: 'correction: double credit' });
    expect(
      await move({ movement: 'adjust', amount: 5_000n, reference: 'correction: bank fee refund' }),
    ).toEqual({ ok: false, code: 'AdjustmentReferenceReused' });
    expect(await balance('cash')).toBe(cash - 11_100n + 3_000n);
    expect(await balanceOf(database.db, null, IDR_ASSET, 'fee_income')).toBe(fees + 10_000n);
    expect(await balanceOf(database.db, null, IDR_ASSET, 'tax_payable')).toBe(tax + 1_100n);
    await assertLedgerConsistent(database.db);
  });

  it('does not let cash held for a withdrawal buy gold', async () => {
    const cash = await balance('cash');
    const keep = 1_000_000n;
    await move({ movement: 'hold', amount: cash - keep, reference: 'wd-5' });
    const buy = await exchange.submit({
      kind: 'place',
      accountId: clientId,
      contractId: DG1,
      direction: 'buy',
      orderType: 'limit',
      quantityMg: 1_000n,
      limitPriceSen: 119_280_000n,
      validity: 'GTC',
      expiresAtMs: null,
      source: 'client',
    });
    expect(buy).toMatchObject({ ok: false, code: 'InsufficientTradeBalance' });
    await move({ movement: 'release', reference: 'wd-5' });
  });

  it('grants exactly floor(balance / amount) of many holds sent at once', async () => {
    const cash = await balance('cash');
    const amount = cash / 37n + 1n;
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_HOLDS }, (_, i) =>
        move({ movement: 'hold', amount, reference: `wd-many-${i}` }),
      ),
    );
    const granted = results.filter((result) => result.ok).length;
    expect(BigInt(granted)).toBe(cash / amount);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'InsufficientBalance'),
    ).toBe(true);
    expect(await balance('cash')).toBe(cash - BigInt(granted) * amount);
    expect(await balance('cash')).toBeGreaterThanOrEqual(0n);
    await assertLedgerConsistent(database.db);
  });
});
