/**
 * Proves idempotent order calls over HTTP on SQLite and PostgreSQL: add, edit and kill with a
 * `client_order_id` answer the first result when repeated, however many arrive at once, and
 * have one effect; a malformed id is refused before anything is applied.
 */
import { describe, expect, it } from 'vitest';
import { clientAppPerSuite } from '../test-support/client-suite.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { sendAs } from '../test-support/sign-in.ts';
import { databaseKinds } from '../test-support/harness.ts';

const DG1 = 5;
const REPEATS = 20;

const send = sendAs;

describe.each(databaseKinds())('idempotent order calls on %s', (kind) => {
  const t = clientAppPerSuite(kind);

  const buy = (clientOrderId: string) => ({
    contract_id: DG1,
    direction: 'buy',
    quantity: '1',
    order_type: 'limit',
    limit_price: '1000000',
    validity: 'GTC',
    client_order_id: clientOrderId,
  });

  const openOrders = async () =>
    t.database.db
      .selectFrom('orders')
      .select('id')
      .where('account_id', '=', t.client.userId)
      .where('status', '=', 'submit')
      .execute();

  it('places one order for many simultaneous repeats of one add', async () => {
    const before = (await openOrders()).length;
    const answers = await Promise.all(
      Array.from({ length: REPEATS }, () =>
        send(t.app, t.client, 'POST', '/v2/igx/add_order', buy('web-7f3a-1')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(REPEATS).fill(200));
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect((await openOrders()).length).toBe(before + 1);
    await assertLedgerConsistent(t.database.db);
  });

  it('edits once and kills once when each is repeated', async () => {
    const placed = (
      await send(t.app, t.client, 'POST', '/v2/igx/add_order', buy('web-7f3a-2'))
    ).json();
    const url = `/v2/igx/edit_order?order_id=${placed.id}`;
    const edit = { quantity: '2', client_order_id: 'edit-7f3a-2' };
    const edits = await Promise.all([1, 2, 3].map(() => send(t.app, t.client, 'PATCH', url, edit)));
    expect(edits.map((answer) => answer.json().attributes.quantity)).toEqual(['2.0', '2.0', '2.0']);
    const bigger = await send(t.app, t.client, 'PATCH', url, edit);
    expect(bigger.json().attributes.quantity).toBe('2.0');
    const killUrl = `/v2/igx/delete_order?order_id=${placed.id}`;
    const kill = { client_order_id: 'kill-7f3a-2' };
    const first = await send(t.app, t.client, 'POST', killUrl, kill);
    const again = await send(t.app, t.client, 'POST', killUrl, kill);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json().attributes.status).toBe('cancel');
    const unkeyed = await send(t.app, t.client, 'POST', killUrl, {});
    expect(unkeyed.statusCode).not.toBe(200);
  });

  it('refuses a malformed t.client order id before anything is applied', async () => {
    const before = (await openOrders()).length;
    for (const bad of ['', 'a b', 'x'.repeat(65), 'é']) {
      const answer = await send(t.app, t.client, 'POST', '/v2/igx/add_order', buy(bad));
      expect(answer.statusCode).toBe(422);
    }
    expect((await openOrders()).length).toBe(before);
  });
});
