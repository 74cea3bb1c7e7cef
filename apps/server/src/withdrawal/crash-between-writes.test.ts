/**
 * Proves with a real process kill on SQLite and PostgreSQL (issue 20, item 10): the server, run
 * with FAULT_INJECTION=exit-after-withdrawal-end and a bank that refuses every payout, dies by
 * SIGKILL right after it commits the failed withdrawal and before its hold is released; started
 * again on the same database, its reconciliation at start releases the hold exactly once, the
 * client has its money back and the ledger balances.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { restartableServer } from '../test-support/restartable-server.ts';
import { exited, overHttp, stopServerProcess } from '../test-support/server-process.ts';
import { signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { post, rdkBalance, rpedRequest } from './test-kit.ts';

const FAULT = { FAULT_INJECTION: 'exit-after-withdrawal-end' };

describe.each(databaseKinds())(
  'a server killed between a refused payout and its hold on %s',
  (kind) => {
    const server = restartableServer(kind, { PAYOUT_DELAY_MS: '1', PAYOUT_FAILURE_PCT: '100' });

    it('releases the failed withdrawal’s hold once at restart', async () => {
      const databaseUrl = await server.database();

      // First run: the withdrawal is held, its payout refused, and the process dies before
      // the hold is released.
      let running = await server.start(FAULT);
      let app = overHttp(running.url);
      const client = await signInAs(app, 'client2@demo.emas.id');
      const before = await rdkBalance(app, client);
      const requested = await post(app, client, '/v2/igx/request_withdrawal', rpedRequest(client));
      expect(requested.statusCode).toBe(200);
      const id = requested.json<{ body: { transaction: { _id: string } } }>().body.transaction._id;
      expect(await rdkBalance(app, client)).not.toBe(before);
      const operator = await signInAsOperator(app);
      const died = exited(running.child);
      await expect(
        fetch(`${running.url}/v2/operator/withdrawals/${id}/settle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
          body: '{}',
        }),
      ).rejects.toThrow();
      await died;
      expect(running.child.signalCode).toBe('SIGKILL');

      const database = openDatabase(databaseUrl);
      try {
        const stateOf = async () => {
          const withdrawal = await database.db
            .selectFrom('withdrawals')
            .select(['state', 'payout_state'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const holds = await database.db
            .selectFrom('balance_holds')
            .select('state')
            .where('reference', '=', id)
            .execute();
          return { ...withdrawal, holds: holds.map((hold) => hold.state) };
        };
        expect(await stateOf()).toEqual({
          state: 'failed',
          payout_state: 'failed',
          holds: ['open'],
        });

        // Second run, no fault: the start releases the hold, once.
        running = await server.start({});
        app = overHttp(running.url);
        expect(await stateOf()).toEqual({
          state: 'failed',
          payout_state: 'failed',
          holds: ['released'],
        });
        expect(await rdkBalance(app, await signInAs(app, 'client2@demo.emas.id'))).toBe(before);
        await stopServerProcess(running);
        const releases = await database.db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('reference', '=', id)
          .where('kind', '=', 'withdrawal_release')
          .executeTakeFirstOrThrow();
        expect(Number(releases.count)).toBe(1);
        await assertLedgerConsistent(database.db);
      } finally {
        await database.db.destroy();
      }
    }, 180_000);
  },
);
