/**
 * Proves how the app answers when its database cannot take writes (a real SQLite database out
 * of pages, as on a full disk): every call answers 200 or 503 with body status 499 (Retry),
 * never a 500, and nothing half-done is kept; calls work again once space is back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { type TestApp, createTestApp } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';

const CALLS = 40;

describe('calls while the disk is full', () => {
  let t: TestApp;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    client = await signInAs(t.app, 'client@demo.emas.id');
  });
  afterAll(async () => {
    await t.close();
  });

  const buy = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/igx/add_order',
      headers: bearer(client),
      payload: {
        contract_id: 5,
        direction: 'buy',
        quantity: '1',
        order_type: 'limit',
        limit_price: String(1_000_000 + i),
        validity: 'GTC',
      },
    });

  it('answers Retry (499) instead of 500, and serves again when space is back', async () => {
    const pages = await sql<{ page_count: bigint }>`pragma page_count`.execute(t.database.db);
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(t.database.db);
    const answers = await Promise.all(Array.from({ length: CALLS }, (_, i) => buy(i)));
    const statuses = new Set(answers.map((answer) => answer.statusCode));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.has(503)).toBe(true);
    for (const answer of answers.filter((a) => a.statusCode === 503)) {
      expect(answer.json()).toMatchObject({ status: 499 });
    }
    const balance = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/balance',
      headers: bearer(client),
      payload: { user_id: client.userId },
    });
    expect([200, 503]).toContain(balance.statusCode);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.database.db);
    let after = await buy(CALLS);
    for (let tries = 0; after.statusCode !== 200 && tries < 100; tries += 1) {
      await new Promise((wake) => setTimeout(wake, 100));
      after = await buy(CALLS);
    }
    expect(after.statusCode).toBe(200);
    await assertLedgerConsistent(t.database.db);
  });
});
