/**
 * Proves durability and truthful answers on the real server process, on SQLite and PostgreSQL:
 * during a crossing storm of keyed orders and kills the server is killed with SIGKILL; every
 * acknowledged answer agrees with itself and with the database (a final state exactly, an open
 * one never ahead of it), what the crash left unanswered, sent again with the same client order
 * ids, has one effect, the ledger balances, and the restarted books equal the open orders.
 * The benchmark `bench/crash-storm/run.ts` runs the same rounds with a larger load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashStorm } from '../test-support/crash-storm.ts';
import { databaseKinds, freshPostgresUrl } from '../test-support/harness.ts';

const ROUNDS = 2;
const STORM_MS = 2_000;
const IN_FLIGHT = 24;

describe.each(databaseKinds())('a server killed during a crossing storm on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-crash-'));
  let drop = async () => {};

  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers only what it committed and keeps one effect per client order id', async () => {
    let databaseUrl = `sqlite:${join(dataDir, 'emas.db')}`;
    if (kind === 'postgres') ({ url: databaseUrl, drop } = await freshPostgresUrl());
    const figures = await runCrashStorm({
      databaseUrl,
      rounds: ROUNDS,
      stormMs: STORM_MS,
      inFlight: IN_FLIGHT,
    });
    expect(figures.rounds).toBe(ROUNDS);
    expect(figures.answersChecked).toBeGreaterThan(50);
    expect(figures.mismatches).toEqual([]);
  }, 180_000);
});
