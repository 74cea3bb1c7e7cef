/**
 * Proves recurring buys through the API on SQLite and PostgreSQL: a client's schedules and
 * their rules (days, time, amount, contract, the cap, who may), pause, resume and cancel, and
 * the job's runs: a market buy sized by rupiah at the ask, once per schedule and market day
 * however often the job runs and across a restart, and a run without cash (or a day missed)
 * skipped with a notice and an e-mail and no order.
 */
import { RECURRING_BUYS_PER_ACCOUNT_MAX } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import {
  TEST_START_MS,
  type TestApp,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  sharedDepsOf,
} from '../test-support/harness.ts';
import { DG1 } from '../test-support/orders.ts';
import { startAppOn } from '../test-support/restart.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { claimRun, runDueRecurringBuys } from './run-buys.ts';

const PATH = '/v2/igx/recurring_buys';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DG100 = 1;
const KAU = 3;

type Run = { id: string; market_day: string; status: string; reason: string | null } & Record<
  string,
  unknown
>;
type Schedule = {
  id: string;
  status: string;
  next_run_at: string | null;
  next_market_day: string | null;
  last_runs: Run[];
} & Record<string, unknown>;

const send = (
  app: FastifyInstance,
  who: SignedIn,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

const daily = (amount: string, extra: object = {}) => ({
  contract_id: DG1,
  amount_idr: amount,
  frequency: 'daily',
  time: '10:30',
  ...extra,
});

/** Places a GTC limit order; expects it taken. */
const limitOrder = async (
  app: FastifyInstance,
  who: SignedIn,
  order: { contract: number; direction: 'buy' | 'sell'; quantity: string; price: string },
) => {
  const response = await send(app, who, 'POST', '/v2/igx/add_order', {
    contract_id: order.contract,
    direction: order.direction,
    quantity: order.quantity,
    order_type: 'limit',
    limit_price: order.price,
    validity: 'GTC',
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe.each(databaseKinds())('recurring buys on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  let client2: SignedIn;
  const errors: unknown[] = [];
  /** The job's deps, its e-mails caught where the app's go. */
  const deps = () => ({
    ...sharedDepsOf(t),
    notifier: { send: async (message: (typeof t.sent)[number]) => void t.sent.push(message) },
  });
  const runJob = () => runDueRecurringBuys(deps(), (error) => errors.push(error));
  const create = (who: SignedIn, body: object) => send(t.app, who, 'POST', PATH, body);
  const created = async (who: SignedIn, body: object) => {
    const response = await create(who, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ body: Schedule }>().body;
  };
  const list = async (who: SignedIn) =>
    (await send(t.app, who, 'GET', PATH)).json<{ body: Schedule[] }>().body;
  const ordersOf = async (accountId: string) =>
    (
      await t.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<bigint | number | string>().as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).n;

  const signIn = async () => {
    client = await signInAs(t.app, 'client@demo.emas.id');
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
  };
  /** Time passes: the sessions idle that long have ended, so both sign in again. */
  const moveClock = async (toMs: number) => {
    t.clock.set(toMs);
    await signIn();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a bad schedule with its code, and anyone but a client', async () => {
    const refusals: [object, number, string][] = [
      [daily('5000'), 422, 'RecurringBuyAmountInvalid'],
      [daily('abc'), 422, ''],
      [daily('50000', { time: '05:00' }), 422, 'RecurringBuyTimeInvalid'],
      [daily('50000', { frequency: 'weekly', day: 0 }), 422, ''],
      [daily('50000', { frequency: 'weekly', day: 'last' }), 422, 'RecurringBuyDayInvalid'],
      [daily('50000', { frequency: 'monthly', day: 29 }), 422, 'RecurringBuyDayInvalid'],
      [daily('50000', { contract_id: KAU }), 403, 'ContractNotAvailable'],
      [daily('50000', { contract_id: 99 }), 403, 'ContractNotAvailable'],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await create(client, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (message === 'RecurringBuyAmountInvalid') {
        expect(answer.json()).toMatchObject({
          err_message: 'Enter an amount from Rp 10.000 to Rp 1.000.000.000.',
          err_message_id: 'Isi jumlah dari Rp 10.000 sampai Rp 1.000.000.000.',
        });
      }
    }
    const ib = await signInAs(t.app, 'ib@demo.emas.id');
    expect((await create(ib, daily('50000'))).statusCode).toBe(403);
    expect((await send(t.app, ib, 'GET', PATH)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect(await list(client)).toEqual([]);
  });

  it('starts a schedule with its next run, and lists it', async () => {
    const schedule = await created(client, daily('50000.50'));
    expect(schedule).toMatchObject({
      contract_id: DG1,
      amount_idr: '50000.50',
      frequency: 'daily',
      day: null,
      time: '10:30',
      status: 'active',
      // 2026-11-24 10:30 in Jakarta: today, half an hour from the test's start.
      next_run_at: '2026-11-24T03:30:00.000Z',
      next_market_day: '2026-11-24',
      last_runs: [],
    });
    const monthly = await created(client, daily('75000', { frequency: 'monthly', day: 'last' }));
    expect(monthly).toMatchObject({ day: 'last', next_market_day: '2026-11-30' });
    const weekly = await created(client, { ...daily('75000', { frequency: 'weekly', day: 1 }) });
    expect(weekly).toMatchObject({ day: 1, time: '10:30', next_market_day: '2026-11-30' });
    expect((await list(client)).map((row) => row.id)).toEqual([weekly.id, monthly.id, schedule.id]);
    expect(await list(client2)).toEqual([]);
  });

  it('pauses, resumes and cancels a schedule, each once, and only its owner', async () => {
    const [weekly] = await list(client);
    const url = (action: string) => `${PATH}/${weekly?.id}/${action}`;
    const paused = (await send(t.app, client, 'POST', url('pause'))).json<{ body: Schedule }>();
    expect(paused.body).toMatchObject({ status: 'paused', next_run_at: null });
    expect((await send(t.app, client, 'POST', url('pause'))).json()).toMatchObject({
      body: { status: 'paused' },
    });
    expect((await send(t.app, client2, 'POST', url('resume'))).json()).toMatchObject({
      status: 404,
      err_message: 'Recurring buy not found',
    });
    const resumed = (await send(t.app, client, 'POST', url('resume'))).json<{ body: Schedule }>();
    expect(resumed.body).toMatchObject({ status: 'active', next_market_day: '2026-11-30' });
    const cancel = () => send(t.app, client, 'DELETE', `${PATH}/${weekly?.id}`);
    expect((await cancel()).json()).toMatchObject({
      body: { status: 'cancelled', next_run_at: null },
    });
    expect((await cancel()).json()).toMatchObject({ status: 409 });
    expect((await send(t.app, client, 'POST', url('resume'))).statusCode).toBe(409);
    expect((await list(client)).at(-1)?.id).toBe(weekly?.id);
  });

  it(`keeps at most ${RECURRING_BUYS_PER_ACCOUNT_MAX} live schedules, also when they race`, async () => {
    const live = (await list(client)).filter((row) => row.status !== 'cancelled').length;
    const answers = await Promise.all(
      Array.from({ length: RECURRING_BUYS_PER_ACCOUNT_MAX }, () =>
        create(client, daily('20000', { time: '22:00' })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      RECURRING_BUYS_PER_ACCOUNT_MAX - live,
    );
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      err_message: 'You already have 10 recurring buys. Cancel one to add another.',
    });
    // Cancelling frees a slot for a new one.
    const extra = (await list(client)).filter((row) => row.status === 'active').at(0);
    await send(t.app, client, 'DELETE', `${PATH}/${extra?.id}`);
    expect((await create(client, daily('20000', { time: '22:00' }))).statusCode).toBe(200);
    for (const row of await list(client)) {
      if (row.status !== 'cancelled') await send(t.app, client, 'DELETE', `${PATH}/${row.id}`);
    }
  });

  it('buys by rupiah at the ask once, however often the job runs on the day', async () => {
    await limitOrder(t.app, client2, {
      contract: DG1,
      direction: 'sell',
      quantity: '10',
      price: '1200000',
    });
    const schedule = await created(client, daily('5000000'));
    const ordersBefore = await ordersOf(client.userId);
    await runJob();
    expect(await ordersOf(client.userId)).toBe(ordersBefore);
    await moveClock(TEST_START_MS + 30 * MINUTE_MS);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(errors).toEqual([]);
    expect(Number(await ordersOf(client.userId))).toBe(Number(ordersBefore) + 1);
    const [mine] = await list(client);
    expect(mine).toMatchObject({ id: schedule.id, next_market_day: '2026-11-25' });
    // Rp 5.000.000 at Rp 1.200.000 a lot holds value, fee, tax and the 1.5% buffer: 4.0 lots.
    expect(mine?.last_runs).toEqual([
      expect.objectContaining({
        market_day: '2026-11-24',
        due_at: '2026-11-24T03:30:00.000Z',
        status: 'filled',
        reason: null,
        quantity: '4.0',
        average_price: '1200000.00',
        total: '4853280.00',
      }),
    ]);
    const runs = await send(t.app, client, 'GET', `${PATH}/${schedule.id}/runs?limit=5`);
    expect(runs.json()).toMatchObject({ data: { count: 1 } });
    await assertLedgerConsistent(t.database.db);
  });

  it('buys once when a crash left the run claimed or its order unrecorded', async () => {
    const [schedule] = await list(client);
    const orderId = schedule?.last_runs[0]?.order_id;
    const ordersBefore = await ordersOf(client.userId);
    // The order committed, then the process died before the run recorded it.
    await t.database.db
      .updateTable('recurring_buy_runs')
      .set({ status: 'placing', order_id: null })
      .where('schedule_id', '=', schedule?.id ?? '')
      .execute();
    await runJob();
    expect(await ordersOf(client.userId)).toBe(ordersBefore);
    const [after] = await list(client);
    expect(after?.last_runs[0]).toMatchObject({ status: 'filled', order_id: orderId });
  });

  it('skips a run without enough cash with a notice and an e-mail, and orders nothing', async () => {
    // 9 lots of 100 g at Rp 100.000.000 hold about Rp 955.000.000 of the Rp 1.000.000.000.
    await limitOrder(t.app, client2, {
      contract: DG100,
      direction: 'buy',
      quantity: '9',
      price: '100000000',
    });
    const schedule = await created(client2, daily('50000000', { time: '11:00' }));
    const ordersBefore = await ordersOf(client2.userId);
    await moveClock(TEST_START_MS + 60 * MINUTE_MS);
    const mailsBefore = t.sent.length;
    await runJob();
    await runJob();
    expect(await ordersOf(client2.userId)).toBe(ordersBefore);
    const [mine] = await list(client2);
    expect(mine?.last_runs).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        status: 'skipped',
        reason: 'InsufficientTradeBalance',
        order_id: null,
        quantity: null,
      }),
    ]);
    const notices = (await send(t.app, client2, 'GET', '/v2/help/notices')).json<{
      data: { body: { kind: string; params: Record<string, string> }[] };
    }>().data.body;
    expect(notices.filter((notice) => notice.kind === 'recurring_buy_skipped')).toEqual([
      {
        kind: 'recurring_buy_skipped',
        params: expect.objectContaining({
          schedule_id: schedule.id,
          market_day: '2026-11-24',
          amount_sen: '5000000000',
          reason: 'InsufficientTradeBalance',
        }),
        id: expect.any(String),
        created_at: expect.any(String),
        read_at: null,
      },
    ]);
    expect(t.sent.slice(mailsBefore)).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'client2@demo.emas.id',
        subject: 'Pembelian rutin dilewati / Recurring buy skipped',
      }),
    ]);
    await send(t.app, client2, 'DELETE', `${PATH}/${schedule.id}`);
  });

  it('skips a claimed run whose day passed while the platform was down', async () => {
    const schedule = await created(client2, daily('50000', { time: '12:00' }));
    await moveClock(TEST_START_MS + 2 * 60 * MINUTE_MS);
    const [row] = await t.database.db
      .selectFrom('recurring_buys')
      .selectAll()
      .where('id', '=', schedule.id)
      .execute();
    if (row === undefined) throw new Error('no schedule');
    await claimRun(deps(), row, t.clock.now());
    await moveClock(TEST_START_MS + DAY_MS - 5 * MINUTE_MS);
    await runJob();
    const [mine] = await list(client2);
    expect(mine?.last_runs.map((run) => [run.market_day, run.status, run.reason])).toEqual([
      ['2026-11-24', 'skipped', 'RecurringBuyMissed'],
    ]);
    expect(mine?.next_market_day).toBe('2026-11-25');
  });
});

describe.each(databaseKinds())('a recurring buy across a restart on %s', (kind) => {
  it('answers the run placed before the restart, and buys nothing more', async () => {
    const clock = manualClock(TEST_START_MS);
    const { database, close } = await createTestDatabase(kind, clock);
    try {
      const first = await startAppOn(database, clock);
      const client = await signInAs(first, 'client@demo.emas.id');
      const seller = await signInAs(first, 'client2@demo.emas.id');
      await limitOrder(first, seller, {
        contract: DG1,
        direction: 'sell',
        quantity: '10',
        price: '1200000',
      });
      const schedule = (await send(first, client, 'POST', PATH, daily('1300000'))).json<{
        body: Schedule;
      }>().body;
      const runNow = (app: FastifyInstance) =>
        send(app, client, 'POST', `/v2/dev/recurring_buys/${schedule.id}/run`);
      const placed = (await runNow(first)).json<{ body: Run }>().body;
      expect(placed).toMatchObject({ status: 'filled', quantity: '1.0' });
      await database.db.updateTable('recurring_buy_runs').set({ status: 'placing' }).execute();
      await first.close();
      const second = await startAppOn(database, clock);
      expect((await runNow(second)).json()).toMatchObject({
        body: { id: placed.id, status: 'filled', order_id: placed.order_id },
      });
      const orders = await database.db
        .selectFrom('orders')
        .select('id')
        .where('account_id', '=', client.userId)
        .where('order_type', '=', 'market')
        .execute();
      expect(orders).toHaveLength(1);
      await second.close();
    } finally {
      await close();
    }
  });
});
