/**
 * Proves the authenticate guard and the session calls: 498 for a missing, unknown, revoked or
 * expired token; a client's session idle-expires after 15 minutes and activity extends it; fm
 * and ib sessions never idle-expire but end at the absolute lifetime; refresh rotates the token
 * with a 30 s grace for the old one and refuses another user's id; logout revokes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { TEST_START_MS, createTestDatabase, databaseKinds } from '../test-support/harness.ts';
import { authenticatePlugin } from './authenticate.ts';
import { authRoutes } from './routes.ts';
import { bearer, signInAs } from './test-kit.ts';

const MINUTE = 60_000;

/** The auth routes plus a probe route behind the guard that echoes the caller. */
const buildProbeApp = async (
  database: Database,
  clock: ReturnType<typeof manualClock>,
): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const deps = { config: testConfig(), database, clock, notifier: { send: async () => {} } };
  await app.register(authenticatePlugin, deps);
  await app.register(authRoutes, deps);
  app.get('/probe', { preHandler: app.authenticate }, async (request) => callerOf(request));
  await app.ready();
  return app;
};

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let closeDatabase: () => Promise<void>;
  const clock = manualClock(TEST_START_MS);

  beforeEach(async () => {
    clock.set(TEST_START_MS);
    ({ database, close: closeDatabase } = await createTestDatabase(kind, clock));
    app = await buildProbeApp(database, clock);
  });
  afterEach(async () => {
    await app.close();
    await closeDatabase();
  });

  const probe = (token: string) =>
    app.inject({ method: 'GET', url: '/probe', headers: bearer(token) });
  const refresh = (token: string, userId: string) =>
    app.inject({
      method: 'POST',
      url: '/v2/user/refresh_token',
      headers: bearer(token),
      payload: { user_id: userId },
    });

  const expectExpired = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: 498,
      err_message: 'Your session has expired..',
      err_message_id: 'Sesi Anda telah berakhir..',
    });
  };

  it('names the caller from the token alone', async () => {
    const { token, userId } = await signInAs(app, 'client@demo.emas.id');
    const response = await probe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: userId,
      level: 'client',
      brokerId: 'metalgo',
      hin: 'PC00000001',
    });
  });

  it.each([
    { name: 'no header', headers: {} },
    { name: 'not a bearer', headers: { authorization: 'Basic abc' } },
    { name: 'an unknown token', headers: bearer('x'.repeat(43)) },
  ])('answers 498 for $name', async ({ headers }) => {
    expectExpired(await app.inject({ method: 'GET', url: '/probe', headers }));
  });

  it("ends a client's session after 15 minutes without activity", async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    clock.advance(15 * MINUTE - 1);
    expect((await probe(token)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expectExpired(await probe(token));
  });

  it("extends a client's session with each call", async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    for (let call = 0; call < 4; call += 1) {
      clock.advance(10 * MINUTE);
      expect((await probe(token)).statusCode).toBe(200);
    }
    clock.advance(15 * MINUTE);
    expectExpired(await probe(token));
  });

  it('writes the last-seen time at most every 5 seconds', async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    const lastSeen = async () =>
      Number(
        (
          await database.db
            .selectFrom('sessions')
            .select('last_seen_at_ms')
            .executeTakeFirstOrThrow()
        ).last_seen_at_ms,
      );
    clock.advance(4_000);
    await probe(token);
    expect(await lastSeen()).toBe(TEST_START_MS);
    clock.advance(2_000);
    await probe(token);
    expect(await lastSeen()).toBe(TEST_START_MS + 6_000);
  });

  it.each(['fm@demo.emas.id', 'ib@demo.emas.id'])(
    'never idle-expires %s, only at the absolute lifetime',
    async (email) => {
      const { token, sessionExpiresAt } = await signInAs(app, email);
      const absolute = testConfig().sessionAbsoluteMs;
      expect(Date.parse(sessionExpiresAt)).toBe(TEST_START_MS + absolute);
      clock.advance(3 * 60 * MINUTE);
      expect((await probe(token)).statusCode).toBe(200);
      clock.set(TEST_START_MS + absolute);
      expectExpired(await probe(token));
    },
  );

  it('ends even an active client session at the absolute lifetime', async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    const absolute = testConfig().sessionAbsoluteMs;
    while (clock.now() + 10 * MINUTE < TEST_START_MS + absolute) {
      clock.advance(10 * MINUTE);
      expect((await probe(token)).statusCode).toBe(200);
    }
    clock.set(TEST_START_MS + absolute);
    expectExpired(await probe(token));
  });

  it('logs out: the token stops working', async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    const response = await app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ status: 200, message: 'Logged out' });
    expectExpired(await probe(token));
  });

  it('logout needs a live session', async () => {
    expectExpired(await app.inject({ method: 'POST', url: '/v2/user/logout' }));
  });

  it('refreshes: a new token, the old one kept for 30 s', async () => {
    const { token, userId } = await signInAs(app, 'client@demo.emas.id');
    clock.advance(MINUTE);
    const response = await refresh(token, userId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).not.toBe(token);
    expect(Date.parse(body.session_expires_at)).toBe(clock.now() + 15 * MINUTE);
    expect((await probe(body.token)).statusCode).toBe(200);
    clock.advance(29_000);
    expect((await probe(token)).statusCode).toBe(200);
    clock.advance(1_000);
    expectExpired(await probe(token));
    expect((await probe(body.token)).statusCode).toBe(200);
  });

  it("refuses to refresh with another account's user_id", async () => {
    const { token } = await signInAs(app, 'client@demo.emas.id');
    const other = await signInAs(app, 'client2@demo.emas.id');
    const response = await refresh(token, other.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, err_message: 'Access Denied' });
    expect((await probe(token)).statusCode).toBe(200);
  });

  it('refuses to refresh an expired session', async () => {
    const { token, userId } = await signInAs(app, 'client@demo.emas.id');
    clock.advance(16 * MINUTE);
    expectExpired(await refresh(token, userId));
  });
});
