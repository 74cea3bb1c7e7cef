/**
 * Proves the exchange has one writer per database: a second process cannot take the writer's
 * lock while the first holds it; a new writer's epoch fences every batch of the one before, so a
 * paused writer that wakes commits nothing; and a standby takes over from a writer whose
 * process ended or whose lease lapsed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { openMigratedDatabase } from '../../services.ts';
import { TEST_START_MS, freshPostgresUrl } from '../../test-support/harness.ts';
import { connectionWriter } from '../engine/batch-writer.ts';
import { accountIdsOf, placeCommand, silentLog, testExchange } from '../engine/test-kit.ts';
import { type Leadership, awaitLeadership, tryToLead } from './leadership.ts';
import { claimEpoch, readLeadership } from './leadership-repository.ts';
import { takeWriterLock } from './writer-lock.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const sqliteFileDatabase = async (): Promise<{ url: string; database: Database }> => {
  const folder = mkdtempSync(join(tmpdir(), 'emas-leadership-'));
  const url = `sqlite:${join(folder, 'emas.db')}`;
  const database = await openMigratedDatabase(url, TEST_START_MS);
  closers.push(async () => {
    await database.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });
  return { url, database };
};

const led = (leadership: Leadership | null): Leadership => {
  if (leadership === null) throw new Error('expected to lead');
  closers.push(() => leadership.release());
  return leadership;
};

describe('the writer of a SQLite file', () => {
  it('is one process: a second is refused until the first lets go, then leads a new epoch', async () => {
    const { url, database } = await sqliteFileDatabase();
    const first = led(await tryToLead(database, url, 'emas:test:first'));

    expect(await tryToLead(database, url, 'emas:test:second')).toBeNull();

    await first.release();
    const second = led(await tryToLead(database, url, 'emas:test:second'));
    expect(second.epoch).toBe(first.epoch + 1n);
    expect((await readLeadership(database.db))?.leaderSession).toBe('emas:test:second');
  });
});

describe('a superseded writer', () => {
  it('commits nothing, and the batch is answered Retry', async () => {
    const { database } = await sqliteFileDatabase();
    const clock = manualClock(TEST_START_MS);
    const [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    const old = await claimEpoch(database, 'emas:test:old');
    const exchange = testExchange({
      database,
      clock,
      log: silentLog,
      writer: connectionWriter(database, old.epoch),
    });
    await exchange.start();
    closers.push(() => exchange.stop());
    const ordersBefore = await database.db.selectFrom('orders').select('id').execute();

    await claimEpoch(database, 'emas:test:new');
    const result = await exchange.submit(placeCommand(clientId, { direction: 'buy' }));

    expect(result).toEqual({ ok: false, code: 'Retry' });
    const ordersAfter = await database.db.selectFrom('orders').select('id').execute();
    expect(ordersAfter).toHaveLength(ordersBefore.length);
  });

  it('of the current epoch commits as before', async () => {
    const { database } = await sqliteFileDatabase();
    const [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    const current = await claimEpoch(database, 'emas:test:current');
    const exchange = testExchange({
      database,
      clock: manualClock(TEST_START_MS),
      writer: connectionWriter(database, current.epoch),
    });
    await exchange.start();
    closers.push(() => exchange.stop());

    const result = await exchange.submit(placeCommand(clientId, { direction: 'buy' }));

    expect(result.ok).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the writer of a PostgreSQL database', () => {
  const postgresDatabase = async (): Promise<{ url: string; database: Database }> => {
    const { url, drop } = await freshPostgresUrl();
    const database = await openMigratedDatabase(url, TEST_START_MS);
    closers.push(async () => {
      await database.db.destroy();
      await drop();
    });
    return { url, database };
  };

  it('is one process; a standby leads as soon as the leader ends', async () => {
    const { url, database } = await postgresDatabase();
    const leader = led(await tryToLead(database, url, 'emas:test:leader'));
    expect(await tryToLead(database, url, 'emas:test:other')).toBeNull();

    const standby = awaitLeadership(database, url, { session: 'emas:test:standby' });
    await leader.release();
    const next = led(await standby);

    expect(next.epoch).toBe(leader.epoch + 1n);
    expect((await readLeadership(database.db))?.leaderPid).toBe(process.pid);
  });

  it('takes over from a leader whose lease lapsed (paused), which then finds itself superseded', async () => {
    const { url, database } = await postgresDatabase();
    // A paused leader: it holds the lock and an epoch, but renews nothing.
    const pausedLock = await takeWriterLock(url, 'emas:test:paused');
    if (pausedLock === null) throw new Error('expected the lock');
    closers.push(() => pausedLock.release());
    const paused = await claimEpoch(database, 'emas:test:paused');
    await database.db
      .updateTable('engine_leadership')
      .set({ heartbeat_at_ms: 0n })
      .where('id', '=', 1)
      .execute();

    const next = led(await awaitLeadership(database, url, { session: 'emas:test:standby' }));
    await pausedLock.lost;

    expect(next.epoch).toBe(paused.epoch + 1n);
    const [clientId] = (await accountIdsOf(database.db, ['client@demo.emas.id'])) as [string];
    const wokenUp = testExchange({
      database,
      clock: manualClock(TEST_START_MS),
      writer: connectionWriter(database, paused.epoch),
    });
    await wokenUp.start();
    closers.push(() => wokenUp.stop());
    const ordersBefore = await database.db.selectFrom('orders').select('id').execute();

    const result = await wokenUp.submit(placeCommand(clientId, { direction: 'buy' }));

    expect(result).toEqual({ ok: false, code: 'Retry' });
    const ordersAfter = await database.db.selectFrom('orders').select('id').execute();
    expect(ordersAfter).toHaveLength(ordersBefore.length);
  });
});
