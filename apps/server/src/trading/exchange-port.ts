import type { BalanceCommand } from './engine/balance-commands.ts';
import type { BalanceResult } from './engine/balance-movement.ts';
import type { CommandResult, OrderCommand } from './engine/commands.ts';
import type { FeeScheduleCommand, FeeScheduleResult } from './engine/fee-schedules.ts';
import type { CommittedBatch, MarketSnapshot } from './engine/exchange.ts';

/**
 * The exchange as the features use it: the engine itself in the process that leads, or the
 * leader reached over the bus from a gateway (cluster/remote-exchange.ts).
 */
export type ExchangePort = {
  /** Answers once the command's batch committed, or refused (Retry when the leader is away). */
  submit(command: BalanceCommand): Promise<BalanceResult>;
  submit(command: FeeScheduleCommand): Promise<FeeScheduleResult>;
  submit(command: OrderCommand): Promise<CommandResult>;
  /** A market's depth and day as last committed. */
  snapshot(contractId: number): MarketSnapshot | null;
  onCommitted(listener: (batch: CommittedBatch) => void): () => void;
};
