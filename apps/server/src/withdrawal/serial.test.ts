/**
 * Proves that a withdrawal's read-then-write step runs one at a time per account across
 * processes on PostgreSQL: two database handles (as two gateways hold) run steps that read a
 * count, wait, and write it plus one; none is lost.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { freshPostgresUrl } from '../test-support/harness.ts';
import { oneAtATime } from './serial.ts';

const STEPS = 12;
/** Long enough that two unlocked steps would overlap and one update be lost. */
const STEP_PAUSE_MS = 20;
const pause = () => new Promise((wake) => setTimeout(wake, STEP_PAUSE_MS));

describe.runIf(process.env.TEST_DATABASE_URL)('withdrawal steps across two processes', () => {
  let drop: () => Promise<void>;
  let gateways: Database[];

  beforeAll(async () => {
    const fresh = await freshPostgresUrl();
    drop = fresh.drop;
    gateways = [
      openDatabase(fresh.url, undefined, 'emas:test:a'),
      openDatabase(fresh.url, undefined, 'emas:test:b'),
    ];
    await sql`create table counts (account text primary key, n integer not null)`.execute(
      gateways[0]?.db as Database['db'],
    );
    await sql`insert into counts values ('a', 0), ('b', 0)`.execute(
      gateways[0]?.db as Database['db'],
    );
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.db.destroy();
    await drop();
  });

  const addOne = (gateway: Database, account: string) =>
    oneAtATime(gateway, account, async (database) => {
      const { rows } = await sql<{
        n: number;
      }>`select n from counts where account = ${account}`.execute(database.db);
      await pause();
      await sql`update counts set n = ${(rows[0]?.n ?? 0) + 1} where account = ${account}`.execute(
        database.db,
      );
    });

  it('loses no step of one account, whichever process runs it', async () => {
    await Promise.all(
      Array.from({ length: STEPS }, (_, i) => addOne(gateways[i % 2] as Database, 'a')),
    );

    const { rows } = await sql<{ n: number }>`select n from counts where account = 'a'`.execute(
      gateways[0]?.db as Database['db'],
    );
    expect(rows[0]?.n).toBe(STEPS);
  });
});
