import { contracts } from '@emas/domain';
import { type Bus, SUBJECTS } from '../../bus/index.ts';
import type { ExchangeCommand } from '../engine/commands.ts';
import type { Exchange, MarketSnapshot } from '../engine/exchange.ts';
import { batchToWire } from './batch-wire.ts';

const snapshotsOf = (exchange: Exchange): MarketSnapshot[] =>
  contracts.flatMap(({ contractId }) => exchange.snapshot(contractId) ?? []);

/**
 * The leader's side of the bus: it answers the gateways' commands once their batch committed
 * (the engine's own rule), answers the markets' snapshots, and publishes what each commit
 * changed. On taking over it publishes every snapshot, so the gateways' copies follow it, and
 * announces itself, so the gateways stop waiting for the leader before.
 */
export const serveExchange = (exchange: Exchange, bus: Bus): (() => void) => {
  const submit = exchange.submit.bind(exchange) as (command: ExchangeCommand) => Promise<unknown>;
  const stops = [
    bus.serve(SUBJECTS.command, (command) => submit(command as ExchangeCommand)),
    bus.serve(SUBJECTS.snapshots, async () => snapshotsOf(exchange)),
    exchange.onCommitted((batch) => {
      for (const contractId of batch.contractIds) {
        const snapshot = exchange.snapshot(contractId);
        if (snapshot !== null) bus.publish(SUBJECTS.snapshot, snapshot);
      }
      bus.publish(SUBJECTS.committed, batchToWire(batch));
    }),
  ];
  for (const snapshot of snapshotsOf(exchange)) bus.publish(SUBJECTS.snapshot, snapshot);
  bus.publish(SUBJECTS.leader, { pid: process.pid });
  return () => {
    for (const stop of stops) stop();
  };
};
