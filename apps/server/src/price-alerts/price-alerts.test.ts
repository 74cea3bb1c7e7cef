/**
 * Proves price alerts on SQLite and PostgreSQL: set, listed and deleted by their own account
 * only (another's is invisible and not found); bad input refused with its catalogue code; an
 * alert the last price already reached refused; at most 20 active, also when set at once. An
 * alert fires once, on the first trade that reaches its price after it was set: a notice pushed
 * over /v2/ws as it is recorded, an e-mail, and listed as fired with when and at what price;
 * later trades and a restarted watch never fire it again.
 */
import type { LiveMessage } from '@emas/api';
import { PRICE_ALERTS_ACTIVE_MAX } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { createTestApp, databaseKinds } from '../test-support/harness.ts';
import { connectLive, listenForLive } from '../test-support/live-socket.ts';
import { DG1, placeLimitOrder } from '../test-support/orders.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { watchPriceAlerts } from './alert-watch.ts';

const ALERTS = '/v2/igx/price_alerts';
/** Rupiah per lot of the trades the tests make on DG1. */
const PRICE = 1_192_800;
const rupiah = (value: number) => `${value}.00`;

type Alert = {
  id: string;
  state: string;
  price: string;
  fired_at: string | null;
  fired_price: string | null;
};
type AlertList = { data: { active: number; body: Alert[] } };

/** Waits for work that follows a commit (the alert watch) to land; fails after two seconds. */
const eventually = async (check: () => Promise<boolean>): Promise<void> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((wake) => setTimeout(wake, 10));
  }
  throw new Error('the condition never held');
};

describe.each(databaseKinds())('price alerts on %s', (kind) => {
  const t = fixture('all', async () => {
    const built = await createTestApp(kind);
    const liveUrl = await listenForLive(built.app);
    const client = await signInAs(built.app, 'client@demo.emas.id');
    const client2 = await signInAs(built.app, 'client2@demo.emas.id');
    return { ...built, liveUrl, client, client2 };
  });

  const create = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'POST', url: ALERTS, payload, headers: bearer(who) });
  const list = async (who: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: ALERTS, headers: bearer(who) })).json<AlertList>()
      .data;
  const remove = (who: SignedIn, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${ALERTS}/${id}`, headers: bearer(who) });
  const above = (price: number) => ({
    contract_id: DG1,
    direction: 'above',
    price: rupiah(price),
  });
  /** One lot changes hands at `price`: client2 sells, client buys. */
  const tradeAt = async (price: number) => {
    await placeLimitOrder(t.app, t.client2, 'sell', '1', rupiah(price));
    await placeLimitOrder(t.app, t.client, 'buy', '1', rupiah(price));
  };
  const lastSequence = async () =>
    (
      await t.database.db
        .selectFrom('trades')
        .select((eb) => eb.fn.max('sequence').as('sequence'))
        .executeTakeFirstOrThrow()
    ).sequence;
  /** Waits until the watch has read every trade committed so far. */
  const watched = async () => {
    const through = BigInt((await lastSequence()) ?? 0n);
    await eventually(async () => {
      const row = await t.database.db
        .selectFrom('price_alert_watch')
        .select('sequence')
        .executeTakeFirst();
      return row !== undefined && row.sequence >= through;
    });
  };
  const alertNotices = async () =>
    t.database.db
      .selectFrom('notices')
      .select(['account_id', 'params'])
      .where('kind', '=', 'price_alert')
      .execute();

  it('refuses a signed-out caller and bad input, each with its code', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: ALERTS });
    expect(signedOut.statusCode).toBe(401);
    const cases: [object, number, string][] = [
      [{ ...above(PRICE), direction: 'sideways' }, 422, 'ValidationFailed'],
      [{ ...above(PRICE), price: '12.345' }, 422, 'ValidationFailed'],
      [{ ...above(PRICE), price: -5 }, 422, 'ValidationFailed'],
      [{ ...above(PRICE), contract_id: '5' }, 422, 'ValidationFailed'],
      [{ ...above(PRICE), price: '0' }, 422, 'InvalidPrice'],
      [{ ...above(PRICE), contract_id: 999 }, 403, 'ContractNotAvailable'],
      [{ ...above(PRICE), contract_id: 2 }, 403, 'ContractNotAvailable'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await create(t.client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
    }
    expect((await list(t.client)).body).toEqual([]);
  });

  it("sets, lists and deletes the caller's own alerts; another's is invisible", async () => {
    await tradeAt(PRICE);
    await watched();
    for (const direction of ['above', 'below']) {
      const reached = await create(t.client, { ...above(PRICE), direction });
      expect(reached.statusCode).toBe(422);
      expect(reached.json<{ code: string }>().code).toBe('PriceAlertAlreadyReached');
    }
    const set = await create(t.client, above(PRICE + 1_000));
    expect(set.statusCode).toBe(200);
    const alert = set.json<{ data: Alert }>().data;
    expect(alert).toMatchObject({
      contract_id: DG1,
      direction: 'above',
      price: '1193800.00',
      state: 'active',
      fired_at: null,
      fired_price: null,
    });
    expect(await list(t.client)).toEqual({ active: 1, body: [alert] });
    expect(await list(t.client2)).toEqual({ active: 0, body: [] });
    expect((await remove(t.client2, alert.id)).json<{ code: string }>().code).toBe(
      'PriceAlertNotFound',
    );
    expect((await remove(t.client, alert.id)).statusCode).toBe(200);
    expect((await remove(t.client, alert.id)).statusCode).toBe(404);
    expect((await list(t.client)).active).toBe(0);
  });

  it('fires once on the first trade that reaches it: pushed, e-mailed, listed as fired', async () => {
    const socket = await connectLive(t.liveUrl);
    socket.send({ type: 'auth', token: t.client.token });
    await socket.next((m) => m.type === 'welcome' && m.data.signedIn);
    const below = await create(t.client, { ...above(PRICE - 50), direction: 'below' });
    const alert = (await create(t.client, above(PRICE + 10))).json<{ data: Alert }>().data;
    const mailsBefore = t.sent.length;

    await tradeAt(PRICE + 5);
    await watched();
    expect((await alertNotices()).length).toBe(0);

    await tradeAt(PRICE + 20);
    const isAlert = (m: LiveMessage) => m.type === 'notice' && m.data.kind === 'price_alert';
    const pushed = await socket.next(isAlert);
    expect(pushed).toMatchObject({
      type: 'notice',
      data: {
        kind: 'price_alert',
        read_at: null,
        params: { alert_id: alert.id, direction: 'above', trade_price_sen: '119282000' },
      },
    });
    const fired = (await list(t.client)).body.find((one) => one.id === alert.id);
    expect(fired).toMatchObject({ state: 'fired', fired_price: '1192820.00' });
    expect(fired?.fired_at).toBe(new Date(t.clock.now()).toISOString());
    expect((await list(t.client)).active).toBe(1);
    // The e-mail follows the push (the toast does not wait on the mail server).
    await eventually(async () => t.sent.length > mailsBefore);
    expect(t.sent.slice(mailsBefore)).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'client@demo.emas.id',
        subject: 'Peringatan harga / Price alert',
      }),
    ]);

    // Later trades over the price, and a watch started again (a restarted leader), fire nothing.
    await tradeAt(PRICE + 30);
    await watched();
    const stop = await watchPriceAlerts({
      db: t.database.db,
      exchange: { onCommitted: () => () => {} },
      liveHub: t.liveHub,
      notifier: { send: async () => {} },
      now: () => t.clock.now(),
      onError: (error) => {
        throw error;
      },
    });
    await stop();
    expect(await alertNotices()).toHaveLength(1);
    expect(socket.messages().filter(isAlert)).toHaveLength(1);
    expect(t.sent.length).toBe(mailsBefore + 1);
    // The "below" alert waits on: no trade fell to its price.
    const waiting = below.json<{ data: Alert }>().data;
    expect((await list(t.client)).body.find((one) => one.id === waiting.id)?.state).toBe('active');
    socket.socket.terminate();
  });

  it('holds at most 20 active alerts per account, also when set at once', async () => {
    const { active } = await list(t.client);
    const room = PRICE_ALERTS_ACTIVE_MAX - active;
    for (let index = 0; index < room - 1; index += 1) {
      expect((await create(t.client, above(PRICE + 100 + index))).statusCode).toBe(200);
    }
    const racing = await Promise.all(
      [1, 2, 3].map((index) => create(t.client, above(PRICE + 500 + index))),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = await create(t.client, above(PRICE + 600));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('PriceAlertsTooMany');
    expect((await list(t.client)).active).toBe(PRICE_ALERTS_ACTIVE_MAX);
    // Another account's bound is its own; a deleted alert frees its place.
    expect((await create(t.client2, above(PRICE + 600))).statusCode).toBe(200);
    const [newest] = (await list(t.client)).body;
    await remove(t.client, newest?.id ?? '');
    expect((await create(t.client, above(PRICE + 600))).statusCode).toBe(200);
  });
});
