/**
 * Proves the bank statement import through the API on SQLite and PostgreSQL: a file's lines
 * naming a HIN or a virtual account are credited once (a line repeated in the file, or a second
 * upload, credits nothing),
 * unmatched lines wait and are assigned or dismissed (audited), bad files are refused with
 * their codes and credit nothing, and only finance may import.
 */
import { IDR_ASSET } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent, balanceOf } from '../ledger/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { multipartOf } from '../test-support/multipart.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { accountIdOf, signInAsOperator } from '../test-support/sign-in.ts';

const STATEMENT = [
  'date,description,reference,amount',
  '2026-11-24,TRANSFER ANDI PC00000001,REF-A,"1,500,000.00"',
  '2026-11-24,SETORAN VA 107700000002,REF-B,250000',
  '2026-11-24,TRANSFER DARI BUDI,REF-C,"75,000.00"',
  '2026-11-24,BI-FAST PAYOUT,REF-D,-40000',
  '2026-11-24,TRANSFER ANDI PC00000001,REF-A,"1,500,000.00"',
  '',
].join('\n');

type Line = { id: string; reference: string; state: string; hin: string | null };
type Imported = { counts: Record<string, number>; lines: Line[] };

describe.each(databaseKinds())('bank statement import on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let client1: string;
  let client2: string;

  const upload = (bytes: Buffer | string, token = finance, field = 'file') => {
    const body = multipartOf(
      {},
      { name: 'statement.csv', type: 'text/csv', bytes: Buffer.from(bytes), field },
    );
    return t.app.inject({
      method: 'POST',
      url: '/v2/operator/deposits/statement',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const cash = (accountId: string) => balanceOf(t.database.db, accountId, IDR_ASSET, 'cash');
  const post = (url: string, body: object) => sendAsOperator(t.app, finance, 'POST', url, body);

  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    client1 = await accountIdOf(t.database.db, 'client@demo.emas.id');
    client2 = await accountIdOf(t.database.db, 'client2@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  it('credits the lines naming a HIN or a virtual account once, and a second upload nothing', async () => {
    const before = [await cash(client1), await cash(client2)];
    const first = await upload(STATEMENT);
    expect(first.statusCode).toBe(200);
    const imported = first.json<{ data: Imported }>().data;
    expect(imported.counts).toEqual({
      matched: 3,
      credited: 2,
      awaiting_approval: 0,
      already_credited: 1,
      unmatched: 1,
      repeated: 0,
      debit: 1,
    });
    expect(imported.lines.map((line) => [line.reference, line.state, line.hin])).toEqual([
      ['REF-A', 'credited', 'PC00000001'],
      ['REF-B', 'credited', 'PC00000002'],
      ['REF-C', 'unmatched', null],
      ['REF-D', 'debit', null],
      ['REF-A', 'already_credited', 'PC00000001'],
    ]);
    expect(await cash(client1)).toBe((before[0] ?? 0n) + 150_000_000n);
    expect(await cash(client2)).toBe((before[1] ?? 0n) + 25_000_000n);

    const second = (await upload(STATEMENT)).json<{ data: Imported }>().data;
    expect(second.counts).toMatchObject({ credited: 0, already_credited: 3, repeated: 1 });
    expect(await cash(client1)).toBe((before[0] ?? 0n) + 150_000_000n);
    await assertLedgerConsistent(t.database.db);
  });

  it('keeps an unmatched line waiting until a person assigns it, once', async () => {
    const waiting = await sendAsOperator(
      t.app,
      finance,
      'GET',
      '/v2/operator/deposits/statement/lines?state=unmatched',
    );
    const page = waiting.json<{ data: { count: number; body: Line[] } }>().data;
    expect(page.count).toBe(1);
    const [line] = page.body;
    expect(line?.reference).toBe('REF-C');
    const before = await cash(client2);
    const url = `/v2/operator/deposits/statement/lines/${line?.id}/assign`;
    const assigned = await post(url, { hin: 'PC00000002' });
    expect(assigned.json()).toMatchObject({ data: { state: 'credited', hin: 'PC00000002' } });
    expect(await cash(client2)).toBe(before + 7_500_000n);
    expect((await post(url, { hin: 'PC00000002' })).json()).toMatchObject({ status: 409 });
    expect(await cash(client2)).toBe(before + 7_500_000n);
    const third = (await upload(STATEMENT)).json<{ data: Imported }>().data;
    expect(third.counts).toMatchObject({ credited: 0, already_credited: 4 });
  });

  it('sends a line at or above the threshold to a second finance operator, then credits it once', async () => {
    const before = await cash(client1);
    const large =
      'date,description,reference,amount\n2026-11-25,SETORAN PC00000001,REF-L,15000000\n';
    const imported = (await upload(large)).json<{ data: Imported }>().data;
    expect(imported.lines.map((line) => line.state)).toEqual(['awaiting_approval']);
    expect(await cash(client1)).toBe(before);
    const again = (await upload(large)).json<{ data: Imported }>().data;
    expect(again.lines.map((line) => line.state)).toEqual(['repeated']);
    const approvals = await sendAsOperator(t.app, finance, 'GET', '/v2/operator/approvals');
    type Waiting = { id: string; kind: string; subject: string };
    const waiting = approvals.json<{ data: { body: Waiting[] } }>().data.body;
    const approval = waiting.find((row) => row.kind === 'deposit' && row.subject === 'PC00000001');
    const approve = `/v2/operator/approvals/${approval?.id}/approve`;
    expect((await post(approve, {})).json()).toMatchObject({ code: 'SecondApproverRequired' });
    const finance2 = await signInAsOperator(t.app, 'finance2@demo.emas.id');
    expect((await sendAsOperator(t.app, finance2, 'POST', approve, {})).statusCode).toBe(200);
    expect(await cash(client1)).toBe(before + 1_500_000_000n);
    await assertLedgerConsistent(t.database.db);
  });

  it('dismisses a waiting line with a reason, in the audit log', async () => {
    const imported = (
      await upload('date,description,reference,amount\n2026-11-24,SALAH TRANSFER,REF-E,10000\n')
    ).json<{ data: Imported }>().data;
    const id = imported.lines[0]?.id;
    const url = `/v2/operator/deposits/statement/lines/${id}/dismiss`;
    expect((await post(url, { reason: 'x' })).statusCode).toBe(422);
    const dismissed = await post(url, { reason: 'Refunded to the payer' });
    expect(dismissed.json()).toMatchObject({
      data: { state: 'dismissed', dismiss_reason: 'Refunded to the payer' },
    });
    const assign = await post(`/v2/operator/deposits/statement/lines/${id}/assign`, {
      hin: 'PC00000001',
    });
    expect(assign.json()).toMatchObject({ status: 409 });
    const actions = await t.database.db
      .selectFrom('operator_actions')
      .select(['action', 'subject'])
      .where('action', 'like', 'statement.%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['statement.import', 'statement.assign', 'statement.dismiss']),
    );
  });

  it('refuses bad files with their codes and credits nothing', async () => {
    const before = await cash(client1);
    const refusal = async (bytes: Buffer | string, field?: string) =>
      (await upload(bytes, finance, field)).json<{ status: number; err_message: string }>();
    expect(await refusal('')).toMatchObject({
      status: 422,
      err_message: expect.stringContaining('no movements'),
    });
    expect(await refusal(Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).toMatchObject({
      err_message: expect.stringContaining('not a CSV'),
    });
    expect(
      await refusal(
        'date,description,reference,amount\n2026-11-24,PC00000001,REF-F,100\nkemarin,x,REF-G,1\n',
      ),
    ).toMatchObject({ status: 422, err_message: 'Line 3: "kemarin" is not a date.' });
    expect(await refusal('name,email\nAndi,a@b.c\n')).toMatchObject({
      err_message: expect.stringContaining('No header row'),
    });
    expect(await refusal(Buffer.alloc(2 * 1_048_576 + 1, 0x41))).toMatchObject({ status: 413 });
    expect(await refusal(STATEMENT, 'other')).toMatchObject({
      err_message: expect.stringContaining('Choose the statement file'),
    });
    expect(await cash(client1)).toBe(before);
  });

  it('lets only finance import and settle lines', async () => {
    for (const email of ['support@demo.emas.id', 'compliance@demo.emas.id']) {
      const token = await signInAsOperator(t.app, email);
      expect((await upload(STATEMENT, token)).json()).toMatchObject({ status: 403 });
    }
  });
});
