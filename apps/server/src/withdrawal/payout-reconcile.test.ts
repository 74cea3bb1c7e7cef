/**
 * Proves on SQLite and PostgreSQL (issue 20, item 10) that payouts never stick: a settle whose
 * hold movement hits a store failure leaves the payout sending, and the periodic reconciliation
 * (no restart) hands it to the bank inquiry, after which it is paid exactly once; a failed
 * payout cut off between its writes (processing, payout failed, hold still open) gives its
 * amount back, periodically and at start.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { exchangeFailing } from '../test-support/failing-exchange.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { simulatedPayout } from './payout/index.ts';
import { PAYOUT_STUCK_AFTER_MS, reconcileStuckPayouts, reconcileWithdrawals } from './reconcile.ts';
import { settleWithdrawal } from './settlement.ts';
import { post, rpedRequest, withdrawalDepsOf } from './test-kit.ts';

describe.each(databaseKinds())('payout reconciliation on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(kind, { withdrawalDailyLimitSen: 10n ** 15n });
    client = await signInAs(t.app, 'client2@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  const cash = () => balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
  const rowOf = (id: string) =>
    t.database.db
      .selectFrom('withdrawals')
      .select(['state', 'payout_state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const holdOf = async (id: string) =>
    (
      await t.database.db
        .selectFrom('balance_holds')
        .select('state')
        .where('reference', '=', id)
        .executeTakeFirstOrThrow()
    ).state;
  const processingWithdrawal = async (amountIdr: number): Promise<string> => {
    const response = await post(
      t.app,
      client,
      '/v2/igx/request_withdrawal',
      rpedRequest(client, { amount_idr: amountIdr }),
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
  };

  it('reconciles a payout left sending by a store failure without a restart', async () => {
    const id = await processingWithdrawal(30_000);
    const bank = simulatedPayout({ delayMs: 0, timeoutPercent: 0, failurePercent: 0 });
    const broken = {
      ...withdrawalDepsOf(t, bank),
      exchange: exchangeFailing(t.trading.exchange, ['settle']),
    };
    await expect(settleWithdrawal(broken, id)).rejects.toThrow('disk is full');
    expect(await rowOf(id)).toEqual({ state: 'processing', payout_state: 'sending' });
    const deps = withdrawalDepsOf(t, bank);
    // A settle still under way is left alone; one untouched past the limit is reconciled.
    expect(await reconcileStuckPayouts(deps)).toBe(0);
    t.clock.advance(PAYOUT_STUCK_AFTER_MS);
    expect(await reconcileStuckPayouts(deps)).toBe(1);
    expect(await rowOf(id)).toEqual({ state: 'processing', payout_state: 'unknown' });
    // The next settle asks the bank first: paid once, hold settled.
    const settled = await settleWithdrawal(deps, id);
    expect(settled.ok).toBe(true);
    expect(await rowOf(id)).toEqual({ state: 'success', payout_state: 'paid' });
    expect(await holdOf(id)).toBe('settled');
    expect([...bank.payments.keys()]).toEqual([id]);
    await assertLedgerConsistent(t.database.db);
  });

  it.each([
    ['periodically', (deps: ReturnType<typeof withdrawalDepsOf>) => reconcileStuckPayouts(deps)],
    ['at start', (deps: ReturnType<typeof withdrawalDepsOf>) => reconcileWithdrawals(deps)],
  ])('gives back a failed payout cut off between its writes, %s', async (_, reconcile) => {
    const before = await cash();
    const id = await processingWithdrawal(27_000);
    // What a crash after the payout's first write left: failed at the bank, hold still open.
    await t.database.db
      .updateTable('withdrawals')
      .set({ payout_state: 'failed', updated_at_ms: BigInt(t.clock.now()) })
      .where('id', '=', id)
      .execute();
    t.clock.advance(PAYOUT_STUCK_AFTER_MS);
    await reconcile(withdrawalDepsOf(t));
    expect(await rowOf(id)).toEqual({ state: 'failed', payout_state: 'failed' });
    expect(await holdOf(id)).toBe('released');
    expect(await cash()).toBe(before);
    await assertLedgerConsistent(t.database.db);
  });
});
