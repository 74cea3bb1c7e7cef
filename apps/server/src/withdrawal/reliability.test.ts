/**
 * Proves, on SQLite and PostgreSQL, that withdrawals cannot overspend and end exactly once:
 * 1,000 requests at the same moment against one balance succeed exactly floor(balance /
 * amount) times and the balance never goes below zero; a request retried with its key has one
 * effect; payouts through a bank that times out and refuses (seeded) each end once, paid at
 * most once; afterwards every asset of the ledger sums to zero and the engine's in-memory
 * balances equal the database's.
 */
import { IDR_ASSET, MONEY_DECIMALS, parseDecimalString, toDecimalString } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { assertLedgerConsistent, balanceOf, sumByAsset } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { SeededRandom } from '../test-support/seeded-random.ts';
import { simulatedPayout } from './payout/index.ts';
import { reconcileWithdrawals } from './reconcile.ts';
import { rejectWithdrawal, settleWithdrawal } from './settlement.ts';
import { post, rdkBalance, rpedRequest, withdrawalDepsOf } from './test-kit.ts';

const CONCURRENT_REQUESTS = 1_000;
const SEED = 20_261_125;

describe.each(databaseKinds())('withdrawal reliability on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { withdrawalDailyLimitSen: 10n ** 15n });
    client = await signInAs(t.app, 'client2@demo.emas.id');
    clientId = client.userId;
  });
  afterAll(async () => {
    await t.close();
  });

  const cash = () => balanceOf(t.database.db, clientId, IDR_ASSET, 'cash');

  /** The engine's balances of the client equal the database's, name by name. */
  const expectMirrorEqualsDatabase = async () => {
    const mirror = t.trading.exchange.balanceMirror(clientId);
    expect(mirror).not.toBeNull();
    const rows = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'asset', 'balance'])
      .where('owner_account_id', '=', clientId)
      .execute();
    const stored = new Map(rows.map((row) => [`${row.kind}/${row.asset}`, BigInt(row.balance)]));
    for (const [name, amount] of mirror ?? [])
      expect([name, stored.get(name) ?? 0n]).toEqual([name, amount]);
  };

  it('grants exactly floor(balance / amount) of 1,000 requests sent at once', async () => {
    const balance = await cash();
    const amountSen = balance / 37n + 1n;
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, () =>
        post(
          t.app,
          client,
          '/v2/igx/request_withdrawal',
          rpedRequest(client, { amount_idr: toDecimalString(amountSen, MONEY_DECIMALS) }),
        ),
      ),
    );
    const granted = responses.filter((r) => r.statusCode === 200).length;
    expect(BigInt(granted)).toBe(balance / amountSen);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.json<{ code: string }>().code === 'InsufficientBalance')).toBe(
      true,
    );
    expect(await cash()).toBe(balance - BigInt(granted) * amountSen);
    expect(await cash()).toBeGreaterThanOrEqual(0n);
    const rows = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('account_id', '=', clientId)
      .execute();
    // A refused request leaves no row: only the granted ones exist.
    expect(rows).toHaveLength(granted);
    await assertLedgerConsistent(t.database.db);
    await expectMirrorEqualsDatabase();
  });

  it('gives a request retried with its key, at once and later, one effect', async () => {
    const deps = withdrawalDepsOf(t);
    const open = await t.database.db
      .selectFrom('withdrawals')
      .select('id')
      .where('account_id', '=', clientId)
      .where('state', '=', 'processing')
      .limit(3)
      .execute();
    // Free some cash first: reject three of the granted ones.
    for (const row of open) await rejectWithdrawal(deps, row.id, 'make room');
    const before = await cash();
    const payload = rpedRequest(client, { amount_idr: 10_000, request_key: 'retry-key-000001' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, client, '/v2/igx/request_withdrawal', payload)),
    );
    const again = await post(t.app, client, '/v2/igx/request_withdrawal', payload);
    const ids = new Set(
      [...answers, again].map(
        (r) => r.json<{ body: { transaction: { _id: string } } }>().body.transaction._id,
      ),
    );
    expect(ids.size).toBe(1);
    expect(await cash()).toBe(before - 1_000_000n);
  });

  it('ends every payout exactly once through a bank that times out and refuses', async () => {
    const random = new SeededRandom(SEED);
    const bank = simulatedPayout({
      delayMs: 0,
      timeoutPercent: 30,
      failurePercent: 20,
      random: () => random.next(),
    });
    const deps = withdrawalDepsOf(t, bank);
    const processing = await t.database.db
      .selectFrom('withdrawals')
      .select(['id', 'amount_sen'])
      .where('account_id', '=', clientId)
      .where('state', '=', 'processing')
      .execute();
    expect(processing.length).toBeGreaterThan(20);
    const cashBefore = await cash();
    // Each is settled twice at the same moment: one settle wins, the other is refused.
    const results = await Promise.all(
      processing.flatMap(({ id }) => [settleWithdrawal(deps, id), settleWithdrawal(deps, id)]),
    );
    const answered = results.filter((r) => r.ok || r.code === 'Retry').length;
    expect(answered).toBe(processing.length);
    await reconcileWithdrawals(deps);
    const rows = await t.database.db
      .selectFrom('withdrawals')
      .select(['id', 'state', 'amount_sen'])
      .where(
        'id',
        'in',
        processing.map((row) => row.id),
      )
      .execute();
    const paid = rows.filter((row) => row.state === 'success');
    const failed = rows.filter((row) => row.state === 'failed');
    expect(paid.length + failed.length).toBe(processing.length);
    expect(paid.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    // The bank paid exactly the successes, each once, and none of the failures.
    expect(new Set(bank.payments.keys())).toEqual(new Set(paid.map((row) => row.id)));
    const holds = await t.database.db
      .selectFrom('balance_holds')
      .select(['reference', 'state'])
      .where(
        'reference',
        'in',
        processing.map((row) => row.id),
      )
      .execute();
    for (const hold of holds) {
      const row = rows.find((r) => r.id === hold.reference);
      expect(hold.state).toBe(row?.state === 'success' ? 'settled' : 'released');
    }
    const releasedSen = failed.reduce((sum, row) => sum + row.amount_sen, 0n);
    expect(await cash()).toBe(cashBefore + releasedSen);
    expect(await balanceOf(t.database.db, clientId, IDR_ASSET, 'withdrawal_hold')).toBe(
      (
        await t.database.db
          .selectFrom('withdrawals')
          .select('amount_sen')
          .where('account_id', '=', clientId)
          .where('state', 'in', ['requested', 'processing'])
          .execute()
      ).reduce((sum, row) => sum + row.amount_sen, 0n),
    );
    for (const sum of (await sumByAsset(t.database.db)).values()) expect(sum).toBe(0n);
    await assertLedgerConsistent(t.database.db);
    await expectMirrorEqualsDatabase();
    expect(parseDecimalString(await rdkBalance(t.app, client), MONEY_DECIMALS)).toBe(await cash());
  });
});
