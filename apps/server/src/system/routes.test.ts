/**
 * Proves GET /v2/system/status on SQLite and PostgreSQL: a caller on this machine reads the
 * processes and their health, a caller from elsewhere needs an operator's token (a client's
 * does not pass), and the engine's part is the database's leadership record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEpoch } from '../trading/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

const ELSEWHERE = '203.0.113.7';

describe.each(databaseKinds())('system status on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const status = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/v2/system/status', headers, remoteAddress });

  it('answers a caller on this machine with the gateway, the leader and the parts', async () => {
    const claimed = await claimEpoch(t.database, 'emas:test:leader');

    const answer = await status();

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      gateway: { pid: process.pid, port: t.config.port },
      engine: {
        leader_pid: process.pid,
        leader_since: new Date(claimed.leaderSinceMs ?? 0).toISOString(),
        epoch: Number(claimed.epoch),
        standby_pids: [],
      },
      bus: 'ok',
      database: 'ok',
    });
  });

  it('refuses a caller from elsewhere without an operator token, even with a client token', async () => {
    const client = await signInAs(t.app, 'client@demo.emas.id');

    for (const headers of [{}, bearer(client)]) {
      const answer = await status(headers, ELSEWHERE);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 403 });
    }
  });

  it("answers a caller from elsewhere with an operator's token", async () => {
    const token = await signInAsOperator(t.app);

    const answer = await status({ authorization: `Bearer ${token}` }, ELSEWHERE);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ database: 'ok', bus: 'ok' });
  });
});
