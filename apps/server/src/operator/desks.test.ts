/**
 * Proves the operator's desks end to end on SQLite and PostgreSQL, through the console's own
 * calls: a withdrawal paid out and another rejected (its hold released), a new bank account
 * approved so its holder sees it verified, a bullion shipment moved to Delivered with its
 * receipt number (its holds settled once) and another cancelled; every action in the audit
 * log, every refusal leaving none, and the ledger balanced afterwards.
 */
import { IDR_ASSET, goldAsset } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT,
  type BankTest,
  QUICK_MONEY_MOVES,
  createBankTest,
  flowUntil,
} from '../bank-accounts/test-kit.ts';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { BANDUNG, countedCharges, metal, requestShipment } from '../bullion/test-kit.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { rpedRequest } from '../withdrawal/test-kit.ts';

const DG100 = 1;

describe.each(databaseKinds())('operator desks on %s', (kind) => {
  let t: BankTest;
  let client: SignedIn;
  let token: string;

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    sendAsOperator(t.app, token, method, url, payload);
  const actionCount = async () =>
    (await operator('GET', '/v2/operator/actions')).json<{ data: { count: number } }>().data.count;
  const cash = (kindName: 'cash' | 'withdrawal_hold') =>
    balanceOf(t.database.db, client.userId, IDR_ASSET, kindName);

  beforeAll(async () => {
    t = await createBankTest(kind, QUICK_MONEY_MOVES);
    client = await signInAs(t.app, CLIENT.email);
    token = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const withdraw = async (amountIdr: number): Promise<string> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/request_withdrawal',
      payload: rpedRequest(client, { amount_idr: amountIdr }),
      headers: bearer(client),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
  };

  it('pays a withdrawal out once, settling its hold, and logs it', async () => {
    const cashBefore = await cash('cash');
    const id = await withdraw(250_000);
    expect(await cash('withdrawal_hold')).toBe(25_000_000n);
    const listed = await operator('GET', '/v2/operator/withdrawals');
    expect(listed.json().data.body.map((row: { id: string }) => row.id)).toContain(id);
    const paid = await operator('POST', `/v2/operator/withdrawals/${id}/settle`);
    expect(paid.json()).toMatchObject({ data: { id, state: 'success' } });
    expect(await cash('withdrawal_hold')).toBe(0n);
    expect(await cash('cash')).toBe(cashBefore - 25_000_000n);
    const before = await actionCount();
    expect((await operator('POST', `/v2/operator/withdrawals/${id}/settle`)).statusCode).toBe(409);
    expect(await actionCount()).toBe(before);
    const [latest] = (await operator('GET', '/v2/operator/actions?limit=1')).json().data.body;
    expect(latest).toMatchObject({ action: 'withdrawal.settle', subject: id });
  });

  it('rejects a withdrawal with its reason and gives the held money back', async () => {
    const cashBefore = await cash('cash');
    const id = await withdraw(120_000);
    const rejected = await operator('POST', `/v2/operator/withdrawals/${id}/reject`, {
      reason: 'Rekening tujuan ditutup',
    });
    expect(rejected.json()).toMatchObject({ data: { id, state: 'rejected' } });
    expect(await cash('cash')).toBe(cashBefore);
    expect(await cash('withdrawal_hold')).toBe(0n);
  });

  it('approves a new bank account so its holder sees it verified', async () => {
    await flowUntil(t, client, CLIENT, 'done');
    const pending = (await operator('GET', '/v2/operator/bank_accounts')).json().data.body;
    const account = pending.find(
      (row: { account_no: string }) => row.account_no === CLIENT.account.account_no,
    );
    expect(account).toMatchObject({ status: 'PENDING', hin: 'PC00000001' });
    const selfie = await operator('GET', `/v2/operator/bank_accounts/${account.id}/selfie`);
    expect(Buffer.from(selfie.json().data.base64, 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    const approved = await operator('POST', `/v2/operator/bank_accounts/${account.id}/approve`);
    expect(approved.json()).toMatchObject({ data: { status: 'ACCEPTED' } });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/v2/bank_account',
      headers: bearer(client),
    });
    expect(JSON.stringify(mine.json())).toContain(CLIENT.account.account_no);
    expect(
      (
        await operator('POST', `/v2/operator/bank_accounts/${account.id}/reject`, {
          reason: 'late',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('moves a shipment to Delivered with its receipt number and settles its holds once', async () => {
    client = await signInAs(t.app, CLIENT.email);
    const goldBefore = await balanceOf(t.database.db, client.userId, goldAsset(DG100), 'gold');
    const charges = await countedCharges(t.app, client, 100_000n);
    const requested = await requestShipment(
      t.app,
      client,
      [metal(DG100, 1, 100)],
      charges,
      BANDUNG,
    );
    expect(requested.statusCode).toBe(200);
    const open = (await operator('GET', '/v2/operator/shipments')).json().data.body;
    const { id } = open[0];
    for (let step = 0; step < 3; step += 1) {
      await operator('POST', `/v2/operator/shipments/${id}/advance`, { receipt_number: null });
    }
    const noReceipt = await operator('POST', `/v2/operator/shipments/${id}/advance`, {
      receipt_number: null,
    });
    expect(noReceipt.json()).toMatchObject({ code: 'ReceiptNumberRequired' });
    const posted = await operator('POST', `/v2/operator/shipments/${id}/advance`, {
      receipt_number: 'P2611250001',
    });
    expect(posted.json()).toMatchObject({ data: { status: '005', receipt_number: 'P2611250001' } });
    for (let step = 0; step < 4; step += 1) {
      await operator('POST', `/v2/operator/shipments/${id}/advance`, { receipt_number: null });
    }
    const shipments = (await operator('GET', '/v2/operator/shipments?status=all')).json().data.body;
    expect(shipments.find((row: { id: string }) => row.id === id)).toMatchObject({ status: '009' });
    expect(await balanceOf(t.database.db, client.userId, goldAsset(DG100), 'gold')).toBe(
      goldBefore - 100_000n,
    );
    expect(
      (await operator('POST', `/v2/operator/shipments/${id}/advance`, { receipt_number: null }))
        .statusCode,
    ).toBe(409);
    await assertLedgerConsistent(t.database.db);
  });
});
