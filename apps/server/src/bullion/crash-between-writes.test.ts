/**
 * Proves with a real process kill on SQLite and PostgreSQL (issue 20, item 9): the server, run
 * with FAULT_INJECTION=exit-after-shipment-status, dies by SIGKILL right after it commits a
 * shipment's cancel or dispatch and before the holds move; started again on the same database,
 * its reconciliation at start releases the cancelled shipment's holds and settles the
 * dispatched one's, exactly once, and the ledger balances.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { assertLedgerConsistent } from '../ledger/index.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { restartableServer } from '../test-support/restartable-server.ts';
import { exited, overHttp, stopServerProcess } from '../test-support/server-process.ts';
import { type SignedIn, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { countedCharges, metal, requestShipment } from './test-kit.ts';

const DG100 = 1;
const FAULT = { FAULT_INJECTION: 'exit-after-shipment-status' };

describe.each(databaseKinds())(
  'a server killed between a shipment write and its holds on %s',
  (kind) => {
    const server = restartableServer(kind, { POSTAL_DELAY_MS: '1' });

    it('releases a cancelled and settles a dispatched shipment once at restart', async () => {
      const databaseUrl = await server.database();

      const newShipment = async (app: FastifyInstance, client: SignedIn): Promise<string> => {
        const bars = [metal(DG100, 1, 100)];
        // Counted with the bars, the count is a quote the request is taken at as the price moves.
        const charges = await countedCharges(app, client, 100_000n, undefined, bars);
        const response = await requestShipment(app, client, bars, charges);
        expect(response.statusCode).toBe(200);
        return response.json<{ body: { order_id: string } }>().body.order_id;
      };
      const operatorCall = (url: string, token: string, path: string, body: object) =>
        fetch(`${url}/v2/operator/shipments/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });

      // First run: two shipments; one is cancelled and the process dies before its release.
      let running = await server.start(FAULT);
      let app = overHttp(running.url);
      const client = await signInAs(app, 'client@demo.emas.id');
      const cancelled = await newShipment(app, client);
      const dispatched = await newShipment(app, client);
      let operator = await signInAsOperator(app);
      const died = exited(running.child);
      await expect(
        operatorCall(running.url, operator, `${cancelled}/cancel`, { reason: 'client asked' }),
      ).rejects.toThrow();
      await died;
      expect(running.child.signalCode).toBe('SIGKILL');

      const database = openDatabase(databaseUrl);
      try {
        const stateOf = async (id: string) => {
          const shipment = await database.db
            .selectFrom('shipments')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const holds = await database.db
            .selectFrom('balance_holds')
            .select('state')
            .where('reference', 'like', `shipment:${id}:%`)
            .execute();
          return { status: shipment.status, holds: holds.map((hold) => hold.state) };
        };
        const closings = async (id: string) =>
          Number(
            (
              await database.db
                .selectFrom('ledger_entries')
                .select((eb) => eb.fn.countAll().as('count'))
                .where('reference', 'like', `shipment:${id}:%`)
                .where('kind', 'in', ['withdrawal_release', 'withdrawal_settle'])
                .executeTakeFirstOrThrow()
            ).count,
          );
        expect(await stateOf(cancelled)).toEqual({ status: 'XXX', holds: ['open', 'open'] });

        // Second run, still faulty: the other is advanced to dispatch and dies before settling.
        running = await server.start(FAULT);
        app = overHttp(running.url);
        operator = await signInAsOperator(app);
        expect(await stateOf(cancelled)).toMatchObject({ holds: ['released', 'released'] });
        for (let step = 0; step < 3; step += 1) {
          const moved = await operatorCall(running.url, operator, `${dispatched}/advance`, {
            receipt_number: null,
          });
          expect(moved.status).toBe(200);
        }
        const diedAgain = exited(running.child);
        await expect(
          operatorCall(running.url, operator, `${dispatched}/advance`, {
            receipt_number: 'PVG0000000009',
          }),
        ).rejects.toThrow();
        await diedAgain;
        expect(await stateOf(dispatched)).toEqual({ status: '005', holds: ['open', 'open'] });

        // Third run, no fault: the start settles the dispatched shipment's holds.
        running = await server.start({});
        expect(await stateOf(dispatched)).toEqual({
          status: '005',
          holds: ['settled', 'settled'],
        });
        await stopServerProcess(running);
        expect([await closings(cancelled), await closings(dispatched)]).toEqual([2, 2]);
        await assertLedgerConsistent(database.db);
      } finally {
        await database.db.destroy();
      }
    }, 180_000);
  },
);
