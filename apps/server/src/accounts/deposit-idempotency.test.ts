/**
 * Proves on SQLite and PostgreSQL (issue 20, item 8) that a deposit is credited once per bank
 * reference: repeats of the console's deposit, one after another and at the same moment, answer
 * the first deposit and credit nothing more; the same reference for another account or amount is
 * refused (409 DepositReferenceReused) and credits nothing; the ledger stays balanced.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type SignedIn, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

describe.each(databaseKinds())('deposits by bank reference on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let operatorToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    client = await signInAs(t.app, 'client@demo.emas.id');
    operatorToken = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const deposit = (payload: { hin: string; amount_idr: string; reference: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/operator/deposits',
      payload,
      headers: { authorization: `Bearer ${operatorToken}` },
    });
  const cash = () => balanceOf(t.database.db, client.userId, IDR_ASSET, 'cash');
  const depositEntries = (reference: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('kind', '=', 'deposit')
      .where('reference', 'like', `%${reference}`)
      .execute();

  it('credits seven submissions of two references once each', async () => {
    const before = await cash();
    const first = { hin: 'PC00000001', amount_idr: '250000', reference: 'BCA-20261127-0001' };
    const second = { hin: 'PC00000001', amount_idr: '5000', reference: 'BCA-20261127-0002' };
    const answers = [];
    for (const payload of [first, second, first, first, second, first, second]) {
      answers.push(await deposit(payload));
    }
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const ids = answers.map((r) => r.json<{ data: { deposit_id: string } }>().data.deposit_id);
    expect(new Set(ids).size).toBe(2);
    expect(answers[2]?.json()).toMatchObject({
      data: { deposit_id: ids[0], hin: 'PC00000001', amount_idr: '250000.00' },
    });
    expect(await cash()).toBe(before + 25_500_000n);
    expect(await depositEntries('BCA-20261127-0001')).toHaveLength(1);
    await assertLedgerConsistent(t.database.db);
  });

  it('credits a reference sent many times at once only once', async () => {
    const before = await cash();
    const payload = { hin: 'PC00000001', amount_idr: '12345.67', reference: 'MANDIRI-777001' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => deposit(payload)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const ids = answers.map((r) => r.json<{ data: { deposit_id: string } }>().data.deposit_id);
    expect(new Set(ids).size).toBe(1);
    expect(await cash()).toBe(before + 1_234_567n);
    expect(await depositEntries('MANDIRI-777001')).toHaveLength(1);
    await assertLedgerConsistent(t.database.db);
  });

  it('refuses the reference of a credited deposit for another amount or account', async () => {
    const payload = { hin: 'PC00000001', amount_idr: '1000', reference: 'BNI-REF-55501' };
    expect((await deposit(payload)).statusCode).toBe(200);
    const before = await cash();
    for (const changed of [
      { ...payload, amount_idr: '2000' },
      { ...payload, hin: 'PC00000002' },
    ]) {
      const refused = await deposit(changed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DepositReferenceReused' });
    }
    expect(await cash()).toBe(before);
    expect(await depositEntries('BNI-REF-55501')).toHaveLength(1);
  });
});
