/**
 * Proves the large and unusual transaction report through the API on SQLite and PostgreSQL:
 * the day's report is built once from the ledger (a second build adds nothing) with a client's
 * cash in reaching the threshold, another's withdrawals just under the limit, and a third's
 * deposit withdrawn at once; compliance reviews or reports each item once (audited), exports
 * the day as CSV, and no other role sees any of it.
 */
import { IDR_ASSET, jakartaDayStartMs } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { accountIdOf, signInAsOperator } from '../test-support/sign-in.ts';
import { buildTransactionReport, dueReportDay } from './build-report.ts';

const DAY = '2026-11-26';
const HOUR_MS = 3_600_000;
const rupiah = (amount: number): bigint => BigInt(amount) * 100n;

type Item = {
  id: string;
  hin: string;
  kind: string;
  cash_in: string;
  cash_out: string;
  movement_count: number;
  status: string;
};

describe.each(databaseKinds())('transaction reports on %s', (kind) => {
  let t: TestApp;
  let compliance: string;
  let references = 0;

  const asCompliance = (method: 'GET' | 'POST', url: string, body?: object) =>
    sendAsOperator(t.app, compliance, method, url, body);
  const move = async (
    email: string,
    movement: 'deposit' | 'hold' | 'settle',
    amount: number,
    hour: number,
    reference?: string,
  ) => {
    t.clock.set(jakartaDayStartMs(DAY) + hour * HOUR_MS);
    const result = await t.trading.exchange.submit({
      kind: 'balance',
      accountId: await accountIdOf(t.database.db, email),
      movement,
      asset: IDR_ASSET,
      amount: rupiah(amount),
      reference: reference ?? `test:${(references += 1)}`,
    });
    if (!result.ok) throw new Error(`${movement}: ${result.code}`);
  };
  const deps = () => ({ config: t.config, database: t.database, clock: t.clock });
  const items = async (query = '') =>
    (await asCompliance('GET', `/v2/operator/transaction-reports/items${query}`)).json<{
      data: { count: number; body: Item[] };
    }>().data;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await move('client@demo.emas.id', 'deposit', 300_000_000, 9);
    await move('client@demo.emas.id', 'deposit', 200_000_000, 20);
    for (const [hour, reference] of [
      [10, 'w1'],
      [12, 'w2'],
      [14, 'w3'],
    ] as const) {
      await move('client2@demo.emas.id', 'hold', 240_000_000, hour, reference);
    }
    await move('client2@demo.emas.id', 'settle', 0, 15, 'w1');
    await move('pospay@demo.emas.id', 'deposit', 100_000_000, 23);
    await move('pospay@demo.emas.id', 'hold', 90_000_000, 25);
    t.clock.set(jakartaDayStartMs('2026-11-28') + 2 * HOUR_MS);
    compliance = await signInAsOperator(t.app, 'compliance@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  it('builds the due day once, with large cash, structuring and pass-through', async () => {
    expect(dueReportDay('2026-11-28', t.config)).toBe(DAY);
    expect(await buildTransactionReport(deps(), DAY)).toBe(3);
    expect(await buildTransactionReport(deps(), DAY)).toBeNull();
    const { count, body } = await items();
    expect(count).toBe(3);
    expect(
      body.map(({ hin, kind: finding, cash_in, cash_out, movement_count }) => ({
        hin,
        finding,
        cash_in,
        cash_out,
        movement_count,
      })),
    ).toEqual([
      {
        hin: 'PC00000001',
        finding: 'large_cash',
        cash_in: '500000000.00',
        cash_out: '0.00',
        movement_count: 0,
      },
      {
        hin: 'PC00000002',
        finding: 'structuring',
        cash_in: '0.00',
        cash_out: '720000000.00',
        movement_count: 3,
      },
      {
        hin: 'PC00000003',
        finding: 'pass_through',
        cash_in: '100000000.00',
        cash_out: '90000000.00',
        movement_count: 0,
      },
    ]);
    expect(await buildTransactionReport(deps(), '2026-11-27')).toBe(0);
  });

  it('reviews or reports each item once, audited, and exports the day as CSV', async () => {
    const [large, structuring] = (await items()).body;
    const reviewed = await asCompliance(
      'POST',
      `/v2/operator/transaction-reports/items/${large?.id}/review`,
      { outcome: 'reviewed', note: 'Hasil penjualan rumah, ada akta jual beli' },
    );
    expect(reviewed.json()).toMatchObject({
      data: { status: 'reviewed', note: 'Hasil penjualan rumah, ada akta jual beli' },
    });
    const again = await asCompliance(
      'POST',
      `/v2/operator/transaction-reports/items/${large?.id}/review`,
      { outcome: 'reported', note: 'dua kali' },
    );
    expect(again.statusCode).toBe(404);
    await asCompliance('POST', `/v2/operator/transaction-reports/items/${structuring?.id}/review`, {
      outcome: 'reported',
      note: 'Dilaporkan ke PPATK (LTKM)',
    });
    expect((await items()).count).toBe(1);
    expect((await items(`?status=all&day=${DAY}`)).count).toBe(3);
    const csv = await asCompliance('GET', `/v2/operator/transaction-reports/${DAY}/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'day,hin,name,finding,cash_in_idr,cash_out_idr,withdrawals,from,to,status,note',
    );
    expect(lines[1]).toBe(
      '2026-11-26,PC00000001,Citra Lestari,large_cash,500000000.00,0.00,0,,,reviewed,"Hasil penjualan rumah, ada akta jual beli"',
    );
    expect(lines[2]).toContain(
      'PC00000002,Dewi Anggraini,structuring,0.00,720000000.00,3,2026-11-26T03:00:00.000Z,2026-11-26T07:00:00.000Z,reported',
    );
    const actions = (await asCompliance('GET', '/v2/operator/actions')).json<{
      data: { body: { action: string }[] };
    }>().data.body;
    expect(actions.map((action) => action.action)).toEqual(
      expect.arrayContaining(['transaction-report.reviewed', 'transaction-report.reported']),
    );
  });

  it('refuses a bad review or day, and every role but compliance', async () => {
    const [open] = (await items()).body;
    const short = await asCompliance(
      'POST',
      `/v2/operator/transaction-reports/items/${open?.id}/review`,
      { outcome: 'reviewed', note: 'x' },
    );
    expect(short.statusCode).toBe(422);
    expect(
      (await asCompliance('GET', '/v2/operator/transaction-reports/26-11-2026/export')).statusCode,
    ).toBe(422);
    const finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    for (const url of [
      '/v2/operator/transaction-reports/items',
      `/v2/operator/transaction-reports/${DAY}/export`,
    ]) {
      expect((await sendAsOperator(t.app, finance, 'GET', url)).statusCode).toBe(403);
    }
  });
});
