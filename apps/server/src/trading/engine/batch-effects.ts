import {
  type LedgerEntryKind,
  type Posting,
  assertBalanced,
  parseLedgerAccountId,
} from '@emas/domain';
import { type BatchEntry, sortableId } from '../../ledger/index.ts';
import { type AccountState, applyOwnerPosting } from './account-state.ts';
import type { BrokerFeeScheduleTable } from '../../db/schema.ts';
import type { BalanceHold } from './balance-commands.ts';
import type { KeyedCommand, OrderOutcome } from './commands.ts';

/** An accepted keyed command: which command it was, and its answer. */
export type KeyedOutcome = {
  readonly command: KeyedCommand['kind'];
  readonly outcome: OrderOutcome;
};
import type { EngineOrder } from './engine-order.ts';
import type { FillCharges } from './postings.ts';

/** A trade as it is written: both sides' charges, sen and milligrams. */
export type TradeRecord = FillCharges & {
  readonly id: string;
  readonly sequence: bigint;
  readonly contractId: number;
  readonly priceSen: bigint;
  readonly quantityMg: bigint;
  readonly valueSen: bigint;
  readonly buyOrderId: string;
  readonly sellOrderId: string;
  readonly buyerAccountId: string;
  readonly sellerAccountId: string;
  readonly takerSide: 'buy' | 'sell';
  readonly sellerCostSen: bigint;
  readonly rateIdrPerUsd: bigint;
  readonly createdAtMs: number;
};

/** An account's credit limit as a command set it, with why. */
export type CreditLine = {
  readonly accountId: string;
  readonly limitSen: bigint;
  readonly reference: string;
  readonly updatedAtMs: number;
};

/** A gold lot the batch bought or sold from, as it is after the batch. */
export type LotRecord = {
  readonly id: string;
  readonly accountId: string;
  readonly contractId: number;
  readonly quantityMg: bigint;
  readonly remainingMg: bigint;
  readonly costPerGramSen: bigint;
  readonly rateIdrPerUsd: bigint;
  readonly tradeId: string | null;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
};

/**
 * Everything one batch of commands changed, gathered in memory and written in one database
 * transaction before any command of the batch is answered. Ledger entries move the in-memory
 * balances as they are recorded, so the next command of the batch sees them.
 */
export class BatchEffects {
  readonly entries: BatchEntry[] = [];
  /** Net change per ledger account over the batch. */
  readonly deltas = new Map<string, bigint>();
  readonly orders = new Map<string, EngineOrder>();
  readonly trades: TradeRecord[] = [];
  /** Lots bought or sold from, by id: written in one upsert. */
  readonly lots = new Map<string, LotRecord>();
  readonly touchedAccounts = new Set<string>();
  readonly touchedContracts = new Set<number>();
  /** Accepted commands that carried a request key, by key, with their answers. */
  readonly requests = new Map<string, KeyedOutcome>();
  /** Withdrawal holds opened, released or settled, by reference: the latest state wins. */
  readonly holds = new Map<string, BalanceHold>();
  /** Credit limits set, by account: the latest wins. */
  readonly creditLines = new Map<string, CreditLine>();
  /** Fee schedules added, in order: each is a new row. */
  readonly feeSchedules: BrokerFeeScheduleTable[] = [];

  constructor(private readonly accountOf: (id: string) => AccountState) {}

  /**
   * Records a balanced entry and moves the mirrors of the owners' balances. Zero postings are
   * dropped; an entry left with none is not written.
   */
  post(
    kind: LedgerEntryKind,
    reference: string,
    postings: readonly Posting[],
    nowMs: number,
  ): void {
    const moving = postings.filter((posting) => posting.amount !== 0n);
    if (moving.length === 0) return;
    assertBalanced(moving);
    for (const posting of moving) {
      const { ownerId } = parseLedgerAccountId(posting.ledgerAccountId);
      if (ownerId !== null) {
        applyOwnerPosting(this.accountOf(ownerId), posting.ledgerAccountId, posting.amount);
        this.touchedAccounts.add(ownerId);
      }
      const delta = (this.deltas.get(posting.ledgerAccountId) ?? 0n) + posting.amount;
      this.deltas.set(posting.ledgerAccountId, delta);
    }
    this.entries.push({
      id: sortableId(nowMs),
      kind,
      reference,
      createdAtMs: nowMs,
      postings: moving,
    });
  }

  /** Marks an order to be written with its state at the end of the batch. */
  saveOrder(order: EngineOrder): void {
    this.orders.set(order.id, order);
    this.touchedAccounts.add(order.accountId);
    this.touchedContracts.add(order.contractId);
  }

  /** A lot as it stands after a buy or a sale; the latest state of a lot wins. */
  saveLot(lot: LotRecord): void {
    this.lots.set(lot.id, lot);
  }

  addTrade(trade: TradeRecord): void {
    this.trades.push(trade);
    this.touchedContracts.add(trade.contractId);
  }

  saveHold(hold: BalanceHold): void {
    this.holds.set(hold.reference, hold);
    this.touchedAccounts.add(hold.accountId);
  }

  saveCreditLine(line: CreditLine): void {
    this.creditLines.set(line.accountId, line);
    this.touchedAccounts.add(line.accountId);
  }

  saveFeeSchedule(row: BrokerFeeScheduleTable): void {
    this.feeSchedules.push(row);
  }

  rememberRequest(key: string, command: KeyedCommand['kind'], outcome: OrderOutcome): void {
    this.requests.set(key, { command, outcome });
  }

  get isEmpty(): boolean {
    return (
      this.entries.length === 0 &&
      this.orders.size === 0 &&
      this.trades.length === 0 &&
      this.requests.size === 0 &&
      this.holds.size === 0 &&
      this.creditLines.size === 0 &&
      this.feeSchedules.length === 0
    );
  }
}
