/**
 * Proves the daily reconciliation through the API on SQLite and PostgreSQL against a known
 * ledger: a deposit, a payout sent and settled, a hold left open; the bank's closing balance
 * from an imported statement beside the clients' cash, the difference flagged; the CSV; the
 * roles that may read it.
 */
import { IDR_ASSET } from '@emas/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  TEST_START_MS,
  createTestApp,
  databaseKinds,
} from '../test-support/harness.ts';
import { multipartOf } from '../test-support/multipart.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { accountIdOf, signInAsOperator } from '../test-support/sign-in.ts';

const DAY = '2026-11-24';
const STATEMENT =
  'date,description,reference,amount,balance\n' +
  `${DAY},TRANSFER PC00000001,REC-1,"2,000,000.00","12,000,000.00"\n`;

type Line = {
  item: string;
  asset: string;
  books: string;
  counterpart: string | null;
  difference: string | null;
  count: number | null;
  flagged: boolean;
};

describe.each(databaseKinds())('daily reconciliation on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let client: string;

  const report = async (date: string, token = finance) =>
    (await sendAsOperator(t.app, token, 'GET', `/v2/operator/reconciliation?date=${date}`)).json<{
      status: number;
      data: { flagged_count: number; lines: Line[] };
    }>();
  const line = (lines: Line[], item: string, asset = IDR_ASSET) =>
    lines.find((found) => found.item === item && found.asset === asset);
  const move = (movement: 'hold' | 'settle', reference: string, amount = 0n) =>
    t.trading.exchange.submit({
      kind: 'balance',
      accountId: client,
      movement,
      asset: IDR_ASSET,
      amount,
      reference,
    });
  const upload = async (csv: string) => {
    const body = multipartOf(
      {},
      { name: 'bank.csv', type: 'text/csv', bytes: Buffer.from(csv), field: 'file' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/v2/operator/deposits/statement',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${finance}` },
    });
  };
  /** The clients' cash as the ledger keeps it now, in sen. */
  const ledgerClientCash = async () => {
    const row = await t.database.db
      .selectFrom('ledger_accounts')
      .select(sql<string>`sum(balance)`.as('total'))
      .where('owner_account_id', 'is not', null)
      .where('asset', '=', IDR_ASSET)
      .where('kind', 'in', ['cash', 'reserved_cash', 'withdrawal_hold', 'rped'])
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await signInAsOperator(t.app, 'finance@demo.emas.id');
    client = await accountIdOf(t.database.db, 'client@demo.emas.id');
    await upload(STATEMENT);
    await move('hold', 'wd-paid', 30_000_000n);
    await move('settle', 'wd-paid');
    await t.database.db
      .insertInto('withdrawals')
      .values({
        id: 'wd-paid',
        account_id: client,
        request_key: 'wd-paid',
        transfer_type: 'bifast',
        amount_sen: 30_000_000n,
        description: null,
        bank_name: 'Bank Central Asia',
        bank_code: '014',
        account_number: '5200000001',
        account_name: 'Andi',
        state: 'success',
        payout_state: 'paid',
        payout_attempts: 1n,
        failure_reason: null,
        email_verified_at_ms: null,
        expires_at_ms: BigInt(TEST_START_MS),
        created_at_ms: BigInt(TEST_START_MS),
        updated_at_ms: BigInt(TEST_START_MS),
      })
      .execute();
    await move('hold', 'wd-open', 5_000_000n);
  });
  afterAll(async () => {
    await t.close();
  });

  it("sets the day's client cash beside the bank's closing balance and flags the difference", async () => {
    const { data } = await report(DAY);
    const cash = await ledgerClientCash();
    expect(line(data.lines, 'client_cash')).toEqual({
      item: 'client_cash',
      asset: IDR_ASSET,
      books: Number(cash / 100n).toFixed(2),
      counterpart: '12000000.00',
      difference: Number((cash - 1_200_000_000n) / 100n).toFixed(2),
      count: null,
      flagged: true,
    });
    expect(line(data.lines, 'payouts')).toMatchObject({
      books: '300000.00',
      counterpart: '300000.00',
      difference: '0.00',
      flagged: false,
    });
    expect(line(data.lines, 'stale_holds')).toMatchObject({
      books: '0.00',
      count: 0,
      flagged: false,
    });
    const gold = data.lines.filter((found) => found.item === 'gold');
    expect(gold.length).toBeGreaterThan(0);
    expect(gold.every((found) => found.difference === '0.000' && !found.flagged)).toBe(true);
    expect(data.flagged_count).toBe(1);
  });

  it('flags a hold open for more than a day, and a day with no statement', async () => {
    const { data } = await report('2026-11-26');
    expect(line(data.lines, 'stale_holds')).toMatchObject({
      books: '50000.00',
      counterpart: '0.00',
      difference: '50000.00',
      count: 1,
      flagged: true,
    });
    expect(line(data.lines, 'client_cash')).toMatchObject({ counterpart: null, flagged: true });
    expect(line(data.lines, 'payouts')).toMatchObject({ books: '0.00', flagged: false });
  });

  it("carries a statement without balances on from the previous one's closing balance", async () => {
    const next = await upload(
      'date,description,reference,amount\n' +
        '2026-11-25,TRANSFER PC00000002,REC-2,500000\n' +
        '2026-11-25,BI-FAST PAYOUT,REC-3,-100000\n',
    );
    expect(next.json()).toMatchObject({
      data: { opening_balance_idr: '12000000.00', closing_balance_idr: '12400000.00' },
    });
    const { data } = await report('2026-11-25');
    expect(line(data.lines, 'client_cash')).toMatchObject({ counterpart: '12400000.00' });
  });

  it('exports the day as CSV, and refuses a date that is no day', async () => {
    const csv = await sendAsOperator(
      t.app,
      finance,
      'GET',
      `/v2/operator/reconciliation/export?date=${DAY}`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe('date,item,asset,books,counterpart,difference,count,flagged');
    expect(rows[1]).toMatch(/^2026-11-24,client_cash,IDR,\d+,1200000000,-?\d+,,yes$/);
    expect((await report('2026-02-30')).status).toBe(422);
  });

  it('opens to finance and compliance only', async () => {
    const compliance = await signInAsOperator(t.app, 'compliance@demo.emas.id');
    expect((await report(DAY, compliance)).status).toBe(200);
    const support = await signInAsOperator(t.app, 'support@demo.emas.id');
    expect((await report(DAY, support)).status).toBe(403);
  });
});
