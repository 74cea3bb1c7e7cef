import type { CommittedBatch } from '../engine/exchange.ts';

/** A committed batch as the bus carries it: its sets as arrays. */
export type CommittedBatchWire = {
  readonly accountIds: readonly string[];
  readonly contractIds: readonly number[];
  readonly trades: CommittedBatch['trades'];
};

export const batchToWire = (batch: CommittedBatch): CommittedBatchWire => ({
  accountIds: [...batch.accountIds],
  contractIds: [...batch.contractIds],
  trades: batch.trades,
});

export const batchFromWire = (wire: CommittedBatchWire): CommittedBatch => ({
  accountIds: new Set(wire.accountIds),
  contractIds: new Set(wire.contractIds),
  trades: wire.trades,
});
