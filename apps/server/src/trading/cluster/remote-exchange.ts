import { type Bus, SUBJECTS } from '../../bus/index.ts';
import type { BalanceResult } from '../engine/balance-movement.ts';
import type { CommandResult, ExchangeCommand } from '../engine/commands.ts';
import type { CommittedBatch, MarketSnapshot } from '../engine/exchange.ts';
import type { ExchangePort } from '../exchange-port.ts';
import type { FeeScheduleCommand, FeeScheduleResult } from '../engine/fee-schedules.ts';
import type { Trading } from '../trading-stack.ts';
import { type CommittedBatchWire, batchFromWire } from './batch-wire.ts';

const RETRY = { ok: false, code: 'Retry' } as const;

/** A Retry answer that settles when the next leader announces itself. */
const retryOnNextLeader = () => {
  let settle = () => {};
  const promise = new Promise<typeof RETRY>((resolve) => (settle = () => resolve(RETRY)));
  return { promise, settle };
};

/**
 * A gateway's exchange: commands go to the leader over the bus and its answer comes back once
 * the batch committed. No answer in time (no leader, a failover, the bus down) is Retry: the
 * command's request key (client_order_id, a withdrawal's or deposit's reference) makes sending
 * it again safe, whoever leads by then; a new leader's announcement answers Retry at once to
 * what the one before left unanswered. Snapshots are the leader's, as last published.
 */
export const remoteTrading = (bus: Bus, timeoutMs: number): Trading<ExchangePort> => {
  const snapshots = new Map<number, MarketSnapshot>();
  const listeners = new Set<(batch: CommittedBatch) => void>();
  const stops: (() => void)[] = [];
  const keep = (snapshot: MarketSnapshot) => snapshots.set(snapshot.contractId, snapshot);
  // Settles (Retry) when a new leader announces itself: the one before died with these
  // commands unanswered, and waiting out the timeout would stall every client meanwhile.
  let leaderChanged = retryOnNextLeader();

  const submit = (command: ExchangeCommand): Promise<unknown> =>
    Promise.race([
      bus.request(SUBJECTS.command, command, timeoutMs).catch(() => RETRY),
      leaderChanged.promise,
    ]);
  const exchange: ExchangePort = {
    submit: submit as {
      (command: ExchangeCommand & { kind: 'balance' }): Promise<BalanceResult>;
      (command: FeeScheduleCommand): Promise<FeeScheduleResult>;
      (command: ExchangeCommand): Promise<CommandResult>;
    },
    snapshot: (contractId) => snapshots.get(contractId) ?? null,
    onCommitted: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    exchange,
    async start() {
      stops.push(bus.subscribe(SUBJECTS.snapshot, (body) => keep(body as MarketSnapshot)));
      stops.push(
        bus.subscribe(SUBJECTS.leader, () => {
          const waiting = leaderChanged;
          leaderChanged = retryOnNextLeader();
          waiting.settle();
        }),
      );
      stops.push(
        bus.subscribe(SUBJECTS.committed, (body) => {
          const batch = batchFromWire(body as CommittedBatchWire);
          for (const listener of listeners) listener(batch);
        }),
      );
      // Without a leader yet, the first snapshots it publishes on taking over fill the map.
      const current = await bus.request(SUBJECTS.snapshots, null, timeoutMs).catch(() => []);
      for (const snapshot of current as MarketSnapshot[]) keep(snapshot);
    },
    async stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
};
