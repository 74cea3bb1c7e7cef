/**
 * Proves the payout and recovery paths on SQLite and PostgreSQL: a timeout is followed by an
 * inquiry before any retry, a retry carries the same key and the bank pays once; a payout the
 * bank cannot place stays processing (Retry) and the next settle asks first; a refusal and a
 * second unseen timeout release the hold; and the start-up reconciliation finishes rows a
 * crash left half-done (a row with no hold goes, an ended row's open hold is released, an
 * interrupted payout is asked about again). Through Xendit (a local stub of its API), a pending
 * disbursement answers Retry and the next settle's status inquiry pays it once.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAppPerSuite } from '../test-support/client-suite.ts';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { databaseKinds } from '../test-support/harness.ts';
import type { BankPayout, PayoutOutcome, PayoutStatus } from './payout/index.ts';
import { simulatedPayout, xenditPayout } from './payout/index.ts';
import { type ProviderStub, startProviderStub } from '../test-support/provider-stub.ts';
import { reconcileWithdrawals } from './reconcile.ts';
import { settleWithdrawal } from './settlement.ts';
import { post, rpedRequest, withdrawalDepsOf } from './test-kit.ts';
import { withdrawalById } from './withdrawal-repository.ts';

/** A bank that answers from scripts, recording every call. */
const scriptedBank = (sends: PayoutOutcome[], inquiries: PayoutStatus[]) => {
  const calls: string[] = [];
  const bank: BankPayout = {
    async send(request) {
      calls.push(`send ${request.idempotencyKey}`);
      return sends.shift() ?? { kind: 'failed', reason: 'script ended' };
    },
    async inquire(key) {
      calls.push(`inquire ${key}`);
      return inquiries.shift() ?? { kind: 'not_found' };
    },
  };
  return { bank, calls };
};

describe.each(databaseKinds())('withdrawal payouts and recovery on %s', (kind) => {
  const t = clientAppPerSuite(kind);

  const cash = () => balanceOf(t.database.db, t.client.userId, IDR_ASSET, 'cash');
  const held = () => balanceOf(t.database.db, t.client.userId, IDR_ASSET, 'withdrawal_hold');
  const newWithdrawal = async (amount = 10_000): Promise<string> => {
    const response = await post(
      t.app,
      t.client,
      '/v2/igx/request_withdrawal',
      rpedRequest(t.client, { amount_idr: amount }),
    );
    return response.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
  };

  it('asks the bank after a timeout and retries once with the same key', async () => {
    const id = await newWithdrawal();
    const { bank, calls } = scriptedBank(
      [{ kind: 'timeout' }, { kind: 'paid', bankReference: 'B1' }],
      [{ kind: 'not_found' }],
    );
    const settled = await settleWithdrawal(withdrawalDepsOf(t, bank), id);
    expect(settled).toMatchObject({ ok: true, value: { state: 'success' } });
    expect(calls).toEqual([`send ${id}`, `inquire ${id}`, `send ${id}`]);
  });

  it('does not send again when the timed-out payout went through', async () => {
    const id = await newWithdrawal();
    const { bank, calls } = scriptedBank(
      [{ kind: 'timeout' }],
      [{ kind: 'paid', bankReference: 'B2' }],
    );
    expect(await settleWithdrawal(withdrawalDepsOf(t, bank), id)).toMatchObject({
      ok: true,
      value: { state: 'success' },
    });
    expect(calls).toEqual([`send ${id}`, `inquire ${id}`]);
  });

  it('reverses a payout the bank refuses, or never sees twice', async () => {
    const cashBefore = await cash();
    const refused = await newWithdrawal();
    const unseen = await newWithdrawal();
    const { bank } = scriptedBank(
      [{ kind: 'failed', reason: 'Account closed' }, { kind: 'timeout' }, { kind: 'timeout' }],
      [{ kind: 'not_found' }, { kind: 'not_found' }],
    );
    const deps = withdrawalDepsOf(t, bank);
    expect(await settleWithdrawal(deps, refused)).toMatchObject({
      ok: true,
      value: { state: 'failed', failure_reason: 'Account closed' },
    });
    expect(await settleWithdrawal(deps, unseen)).toMatchObject({
      ok: true,
      value: { state: 'failed' },
    });
    expect(await cash()).toBe(cashBefore);
  });

  it('keeps a payout the bank cannot place processing, and asks first next time', async () => {
    const id = await newWithdrawal();
    const first = scriptedBank([{ kind: 'timeout' }], [{ kind: 'pending' }]);
    expect(await settleWithdrawal(withdrawalDepsOf(t, first.bank), id)).toEqual({
      ok: false,
      code: 'Retry',
    });
    expect(await withdrawalById(t.database.db, id)).toMatchObject({
      state: 'processing',
      payout_state: 'unknown',
    });
    const second = scriptedBank([], [{ kind: 'paid', bankReference: 'B3' }]);
    expect(await settleWithdrawal(withdrawalDepsOf(t, second.bank), id)).toMatchObject({
      ok: true,
      value: { state: 'success' },
    });
    expect(second.calls).toEqual([`inquire ${id}`]);
  });

  it('pays each key once at the simulated bank, however often it is sent', async () => {
    const bank = simulatedPayout({ delayMs: 0, timeoutPercent: 0, failurePercent: 0 });
    const request = {
      idempotencyKey: 'k1',
      transferType: 'bifast' as const,
      amountSen: 100n,
      bankCode: '014',
      accountNumber: '1',
      accountName: 'A',
    };
    await Promise.all([bank.send(request), bank.send(request), bank.send(request)]);
    expect([...bank.payments]).toEqual([['k1', 100n]]);
    expect(await bank.inquire('k1')).toMatchObject({ kind: 'paid' });
    expect(await bank.inquire('k2')).toEqual({ kind: 'not_found' });
  });

  it('finishes at start what a crash left half-done', async () => {
    const { db } = t.database;
    const heldBefore = await held();
    // A row written but whose hold never committed.
    const orphan = { ...(await withdrawalRowFor(await newWithdrawal())) };
    await t.trading.exchange.submit({
      kind: 'balance',
      movement: 'release',
      accountId: t.client.userId,
      asset: IDR_ASSET,
      amount: 0n,
      reference: orphan.id,
    });
    await db
      .insertInto('withdrawals')
      .values({ ...orphan, id: 'crash-no-hold', request_key: 'crash-no-hold', state: 'holding' })
      .execute();
    // A rejected row whose release never happened, and a payout interrupted while sending.
    const rejected = await newWithdrawal();
    await db
      .updateTable('withdrawals')
      .set({ state: 'rejected' })
      .where('id', '=', rejected)
      .execute();
    const sending = await newWithdrawal();
    await db
      .updateTable('withdrawals')
      .set({ payout_state: 'sending' })
      .where('id', '=', sending)
      .execute();
    await reconcileWithdrawals(withdrawalDepsOf(t));
    expect(await withdrawalById(db, 'crash-no-hold')).toBeNull();
    expect(await withdrawalById(db, orphan.id)).toMatchObject({ state: 'failed' });
    expect(await withdrawalById(db, rejected)).toMatchObject({ state: 'rejected' });
    expect(await withdrawalById(db, sending)).toMatchObject({ payout_state: 'unknown' });
    // Only the interrupted payout still holds its amount.
    expect(await held()).toBe(heldBefore + 1_000_000n);
    await assertLedgerConsistent(db);
  });

  const withdrawalRowFor = async (id: string) => {
    const row = await withdrawalById(t.database.db, id);
    if (row === null) throw new Error('no row');
    return row;
  };

  describe('through Xendit Disbursements (a local stub)', () => {
    let stub: ProviderStub;
    beforeAll(async () => {
      stub = await startProviderStub();
    });
    afterAll(() => stub.close());
    const xendit = () =>
      xenditPayout({
        secretKey: 'xnd_stub',
        baseUrl: stub.url,
        timeoutMs: 5_000,
        onProblem: () => {},
      });
    const disbursement = (id: string, status: string) => ({
      id: `disb-${id}`,
      external_id: id,
      status,
    });

    it('answers Retry while Xendit has the payout pending, and pays once when it completes', async () => {
      const [cashBefore, heldBefore] = [await cash(), await held()];
      const id = await newWithdrawal(250_000);
      stub.reply({ status: 200, json: disbursement(id, 'PENDING') });
      expect(await settleWithdrawal(withdrawalDepsOf(t, xendit()), id)).toEqual({
        ok: false,
        code: 'Retry',
      });
      expect(await withdrawalById(t.database.db, id)).toMatchObject({
        state: 'processing',
        payout_state: 'unknown',
      });
      stub.reply({ status: 200, json: [disbursement(id, 'COMPLETED')] });
      expect(await settleWithdrawal(withdrawalDepsOf(t, xendit()), id)).toMatchObject({
        ok: true,
        value: { state: 'success' },
      });
      expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /disbursements',
        `GET /disbursements?external_id=${id}`,
      ]);
      expect(await cash()).toBe(cashBefore - 25_000_000n);
      expect(await held()).toBe(heldBefore);
      await assertLedgerConsistent(t.database.db);
    });
  });
});
