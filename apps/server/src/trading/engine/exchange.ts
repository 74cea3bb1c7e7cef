import {
  type Depth,
  type DepthLevel,
  FastOrderBook,
  IDR_ASSET,
  type MarketHoursMode,
  type OrderBook,
  bookStepsOfMg,
  contractById,
  contracts,
  goldAsset,
} from '@emas/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BoundedFaultLog, storageFaultOf } from '../../db/storage-fault.ts';
import type { AccountState } from './account-state.ts';
import { BatchEffects } from './batch-effects.ts';
import type { BalanceCommand, BalanceHold, HoldBook } from './balance-commands.ts';
import { type BalanceResult, applyBalanceCommand } from './balance-movement.ts';
import type {
  CommandResult,
  ExchangeCommand,
  KeyedCommand,
  OrderCommand,
  OrderOutcome,
} from './commands.ts';
import { type DailyStats, emptyDay, jakartaDate, statsOn, withTrade } from './daily-stats.ts';
import { editOrder, expireOrders, killOrder } from './edit-order.ts';
import type { BalanceContext, EngineContext, Sequences } from './engine-context.ts';
import { type EngineOrder, isWaitingStop } from './engine-order.ts';
import {
  batchRows,
  closedHoldReferences,
  depositReferencesUsed,
  loadAccounts,
  loadLastTradePrices,
  loadOpenHolds,
  loadOpenOrders,
  loadSequences,
  loadTodaysTrades,
} from './exchange-repository.ts';
import { type BatchWriter, connectionWriter } from './batch-writer.ts';
import { loadOrderRequests, requestKeyOf } from './order-requests.ts';
import { placeOrder } from './place-order.ts';
import { isStopPlace, placeStopOrder } from './stop-orders.ts';
import { fireTriggeredStops } from './stop-trigger.ts';
import { WaitingStops } from './waiting-stops.ts';
import {
  type FeeScheduleCommand,
  type FeeScheduleResult,
  FeeScheduleBook,
  applyFeeSchedule,
  loadFeeSchedules,
} from './fee-schedules.ts';

/** Commands waiting beyond this are refused with EngineBusy (body status 499: retry). */
export const QUEUE_LENGTH_MAX = 20_000;
/** Commands applied and committed together. */
export const BATCH_SIZE_MAX = 2_000;
/** How often the engine's clock sweeps expired orders. */
export const EXPIRY_SWEEP_MS = 1_000;
/**
 * Batches applied in memory whose commit is still under way. The next batch is applied while
 * the last one commits (the writer commits them in order), so the engine and the disk work at
 * the same time; a second waits for the first.
 */
export const COMMITS_IN_FLIGHT_MAX = 2;
/** After a failed commit the engine waits this long before rebuilding, doubled per failure in a row. */
export const REPAIR_BACKOFF_MS_MIN = 100;
export const REPAIR_BACKOFF_MS_MAX = 5_000;
/** A failing store is logged once, then at most once per this interval. */
export const FAULT_LOG_INTERVAL_MS = 10_000;
/** Price levels kept per side in the published depth. */
export const DEPTH_LEVELS_PUBLISHED = 10;

export type ExchangeDeps = {
  readonly database: Database;
  /** Where batches are committed; the app's own connection when left out. */
  readonly writer?: BatchWriter;
  readonly clock: Clock;
  readonly marketHours: MarketHoursMode;
  readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Rupiah per US dollar now. */
  rateIdrPerUsd(): bigint;
  /** The reference price of a lot of the contract, sen; null when there is none. */
  referencePriceSen(contractId: number): bigint | null;
};

/** A contract's market as last committed: depth, best prices and the day's figures. */
export type MarketSnapshot = {
  readonly contractId: number;
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
  readonly day: DailyStats;
  /** The last trade's price per lot, sen, whatever its day: what stop orders are fired by. */
  readonly lastPriceSen: bigint | null;
  readonly updatedAtMs: number;
};

/** What a committed batch changed, for live updates. */
export type CommittedBatch = {
  readonly accountIds: ReadonlySet<string>;
  readonly contractIds: ReadonlySet<number>;
  /** The batch's trades in order: contract, price per lot (sen) and time. */
  readonly trades: readonly { contractId: number; priceSen: bigint; atMs: number }[];
};

type AnyResult = CommandResult | BalanceResult | FeeScheduleResult;
type Pending = { command: ExchangeCommand; resolve: (result: AnyResult) => void };

/** A batch applied in memory, waiting for its commit to answer its commands. */
type Applied = {
  readonly batch: readonly Pending[];
  readonly results: readonly AnyResult[];
  readonly effects: BatchEffects;
  /** Depth of each touched contract as the batch left it. */
  readonly depths: ReadonlyMap<number, Depth>;
  readonly nowMs: number;
};

const refusal = (code: 'EngineBusy' | 'Retry' | 'InternalError'): AnyResult => ({
  ok: false,
  code,
});

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * The exchange: the one writer of orders, trades and the trading ledger. Books and the
 * balances of every account with an open order live in memory, rebuilt from the database at
 * start. Commands queue in arrival order; each batch is applied in memory and its effects
 * committed in one transaction before any command of it is answered (group commit). If a batch
 * cannot commit, every command in it fails and the state is rebuilt from the database, so an
 * answered command is always durable and an unanswered one left no trace.
 */
export class Exchange {
  private books = new Map<number, OrderBook>();
  private accounts = new Map<string, AccountState>();
  private openOrders = new Map<string, EngineOrder>();
  private waitingStops = new WaitingStops();
  /** Each contract's last trade price as applied (a batch may not have committed yet). */
  private lastPrices = new Map<number, bigint>();
  /** Each contract's last trade price as committed: what the snapshots show. */
  private committedLastPrices = new Map<number, bigint>();
  /** Withdrawal and delivery holds still open, by reference. */
  private openHolds = new Map<string, BalanceHold>();
  private sequences: Sequences = { order: 0n, trade: 0n, queue: 0n };
  private feeSchedules = new FeeScheduleBook();
  private days = new Map<number, DailyStats>();
  private snapshots = new Map<number, MarketSnapshot>();
  private queue: Pending[] = [];
  private draining: Promise<void> | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private expiryQueued = false;
  private stopped = false;
  private readonly listeners = new Set<(batch: CommittedBatch) => void>();
  private readonly writer: BatchWriter;
  /** Commits under way, oldest first. */
  private commits: Promise<void>[] = [];
  private lastCommit: Promise<void> = Promise.resolve();
  /** A commit failed: what was applied after it is void, and memory must be reloaded. */
  private broken = false;
  /**
   * Answers of keyed commands whose batch is applied but not yet committed. With the committed
   * ones read from the database before each batch, every earlier acceptance of a key is seen.
   */
  private requestsInFlight = new Map<string, OrderOutcome>();
  /**
   * References of the deposits applied since the state was last loaded, committed or not: with
   * the committed ones read before each batch, no reference is credited twice.
   */
  private depositReferences = new Set<string>();
  /** Failed commits or rebuilds since the last good commit: the back-off grows with them. */
  private failuresInARow = 0;
  private readonly faultLog: BoundedFaultLog;

  constructor(private readonly deps: ExchangeDeps) {
    this.writer = deps.writer ?? connectionWriter(deps.database);
    this.faultLog = new BoundedFaultLog(deps.log, FAULT_LOG_INTERVAL_MS);
  }

  /** Rebuilds the books from the database and starts the expiry sweep. */
  async start(): Promise<void> {
    await this.recover();
    this.sweepTimer = setInterval(() => this.sweepExpired(), EXPIRY_SWEEP_MS);
    this.sweepTimer.unref();
  }

  /** Stops taking commands, waits for the batches in flight and closes the writer. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer !== null) clearInterval(this.sweepTimer);
    await this.draining;
    await this.settleCommits();
    await this.writer.close();
  }

  /** Queues a command; answers once its batch is committed (or refused). */
  submit(command: BalanceCommand): Promise<BalanceResult>;
  submit(command: FeeScheduleCommand): Promise<FeeScheduleResult>;
  submit(command: OrderCommand): Promise<CommandResult>;
  submit(command: ExchangeCommand): Promise<AnyResult> {
    if (this.stopped || this.queue.length >= QUEUE_LENGTH_MAX) {
      return Promise.resolve(refusal('EngineBusy'));
    }
    // The store failed more than once in a row: answer at once that it is safe to retry,
    // rather than make the caller wait out the back-off.
    if (this.broken && this.failuresInARow > 1) {
      this.kick();
      return Promise.resolve(refusal('Retry'));
    }
    return new Promise((resolve) => {
      this.queue.push({ command, resolve });
      this.kick();
    });
  }

  onCommitted(listener: (batch: CommittedBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(contractId: number): MarketSnapshot | null {
    return this.snapshots.get(contractId) ?? null;
  }

  /** An account's open orders of a contract, as the engine holds them (read, never change). */
  openOrdersOf(accountId: string, contractId: number): EngineOrder[] {
    return [...this.openOrders.values()].filter(
      (order) => order.accountId === accountId && order.contractId === contractId,
    );
  }

  /**
   * The engine's mirror of an account's balances as ledger balances (`<kind>/<asset>` to
   * amount), for audits and tests to compare with the database; null if it is not loaded.
   */
  balanceMirror(accountId: string): Map<string, bigint> | null {
    const account = this.accounts.get(accountId);
    if (account === undefined) return null;
    const mirror = new Map<string, bigint>([
      [`cash/${IDR_ASSET}`, account.cashSen],
      [`reserved_cash/${IDR_ASSET}`, account.reservedCashSen],
    ]);
    for (const [contractId, holding] of account.gold) {
      mirror.set(`gold/${goldAsset(contractId)}`, holding.freeMg);
      mirror.set(`reserved_gold/${goldAsset(contractId)}`, holding.reservedMg);
    }
    for (const [asset, held] of account.withdrawalHeld)
      mirror.set(`withdrawal_hold/${asset}`, held);
    return mirror;
  }

  /** Every resting order per contract, best first (for audits and tests). */
  bookSnapshot(contractId: number) {
    return this.books.get(contractId)?.snapshot() ?? null;
  }

  private kick(): void {
    if (this.draining !== null) return;
    this.draining = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = null;
        if (this.queue.length > 0 || (this.broken && !this.stopped)) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 || (this.broken && !this.stopped)) {
      while (this.commits.length >= COMMITS_IN_FLIGHT_MAX) await this.commits[0];
      if (this.broken) await this.repair();
      else await this.applyBatch(this.queue.splice(0, BATCH_SIZE_MAX));
    }
  }

  private sweepExpired(): void {
    if (this.expiryQueued || this.stopped) return;
    this.expiryQueued = true;
    void this.submit({ kind: 'expire' }).finally(() => {
      this.expiryQueued = false;
    });
  }

  /**
   * Applies a batch in memory and hands its rows to the writer; its commands are answered when
   * the commit ends. If applying throws, the memory may be half changed: the batch fails and
   * the engine is repaired before the next one.
   */
  private async applyBatch(batch: Pending[]): Promise<void> {
    const nowMs = this.deps.clock.now();
    const effects = new BatchEffects((id) => {
      const account = this.accounts.get(id);
      if (account === undefined) throw new Error(`account ${id} is not loaded`);
      return account;
    });
    let applied: Applied;
    try {
      await this.loadAccountsFor(batch);
      const committed = await this.committedRequestsOf(batch);
      const holds = {
        open: this.openHolds,
        closed: await this.closedHoldsOf(batch),
        deposits: await this.usedDepositsOf(batch),
      };
      const context = this.contextFor(nowMs, effects, holds);
      const results = batch.map(({ command }) => this.applyOnce(context, command, committed));
      const depths = new Map(
        [...effects.touchedContracts].map((id) => [
          id,
          this.bookOf(id).depth(DEPTH_LEVELS_PUBLISHED),
        ]),
      );
      applied = { batch, results, effects, depths, nowMs };
    } catch (error) {
      this.forgetRequests(effects);
      // The reads before a batch (accounts, keys, holds) met a failing store: nothing was
      // applied that the caller cannot safely send again.
      this.fail(batch, error, storageFaultOf(error) === null ? 'InternalError' : 'Retry');
      return;
    }
    // A batch that changed nothing still waits for the batches before it: its answers were
    // read from their effects.
    const rows = effects.isEmpty ? null : batchRows(effects, nowMs);
    const commit = this.lastCommit.then(async () => {
      if (this.broken) throw new Error('an earlier batch did not commit');
      if (rows !== null) await this.writer.write(rows);
    });
    this.lastCommit = commit.catch(() => {});
    const settled = commit
      .then(
        () => this.answer(applied),
        (error: unknown) => this.fail(batch, error, 'Retry'),
      )
      .finally(() => this.forgetRequests(effects));
    this.commits.push(settled);
    void settled.finally(() => {
      this.commits = this.commits.filter((pending) => pending !== settled);
    });
  }

  private answer(applied: Applied): void {
    if (!this.broken) this.failuresInARow = 0;
    applied.batch.forEach((pending, i) => pending.resolve(applied.results[i] as AnyResult));
    this.afterCommit(applied);
  }

  /**
   * Fails a batch: nothing of it is written. A batch that could not commit is answered Retry
   * (body status 499): the store failed, the command left nothing behind and may be sent again.
   * One that could not be applied is a fault of the engine's own, answered InternalError,
   * unless its reads met a failing store (Retry again).
   */
  private fail(batch: readonly Pending[], error: unknown, code: 'Retry' | 'InternalError'): void {
    if (!this.broken) {
      this.failuresInARow += 1;
      this.faultLog.report(error, 'exchange batch failed; rebuilding from the database');
    }
    this.broken = true;
    for (const pending of batch) pending.resolve(refusal(code));
    this.kick();
  }

  /**
   * After a failed batch: lets every commit under way end, waits out the back-off, then reloads
   * the committed state. If the store cannot be read either, the waiting commands are answered
   * Retry and the engine stays broken, to try again after a longer wait.
   */
  private async repair(): Promise<void> {
    await this.settleCommits();
    const backoffMs = Math.min(
      REPAIR_BACKOFF_MS_MIN * 2 ** (this.failuresInARow - 1),
      REPAIR_BACKOFF_MS_MAX,
    );
    await sleep(backoffMs);
    try {
      await this.recover();
      this.broken = false;
    } catch (error) {
      this.failuresInARow += 1;
      this.faultLog.report(error, 'exchange cannot reload from the database');
      for (const pending of this.queue.splice(0)) pending.resolve(refusal('Retry'));
    }
  }

  private async settleCommits(): Promise<void> {
    while (this.commits.length > 0) await this.commits[0];
  }

  private bookOf(contractId: number): OrderBook {
    const book = this.books.get(contractId);
    if (book === undefined) throw new Error(`contract ${contractId} has no book`);
    return book;
  }

  /**
   * Applies a command, unless it repeats a request key already accepted: then it answers that
   * first result and changes nothing.
   */
  private applyOnce(
    context: BalanceContext,
    command: ExchangeCommand,
    committed: ReadonlyMap<string, OrderOutcome>,
  ): AnyResult {
    if (command.kind === 'balance') return applyBalanceCommand(context, command);
    if (command.kind === 'fee_schedule')
      return applyFeeSchedule(context.feeSchedules, context.effects, context.nowMs, command);
    const key = requestKeyOf(command);
    if (key === null) return this.apply(context, command);
    const earlier = this.requestsInFlight.get(key) ?? committed.get(key);
    if (earlier !== undefined) return { ok: true, value: earlier };
    const result = this.apply(context, command);
    if (result.ok && result.value !== null) {
      this.requestsInFlight.set(key, result.value);
      context.effects.rememberRequest(key, command.kind as KeyedCommand['kind'], result.value);
    }
    return result;
  }

  /** The committed answers of the batch's request keys that no batch in flight holds. */
  private async committedRequestsOf(
    batch: readonly Pending[],
  ): Promise<ReadonlyMap<string, OrderOutcome>> {
    const keys = new Set<string>();
    for (const { command } of batch) {
      const key = requestKeyOf(command);
      if (key !== null && !this.requestsInFlight.has(key)) keys.add(key);
    }
    if (keys.size === 0) return new Map();
    return loadOrderRequests(this.deps.database.db, [...keys]);
  }

  /** References of the batch's new holds that closed holds already used. */
  private async closedHoldsOf(batch: readonly Pending[]): Promise<ReadonlySet<string>> {
    const references = batch.flatMap(({ command }) =>
      command.kind === 'balance' && command.movement === 'hold' ? [command.reference] : [],
    );
    if (references.length === 0) return new Set();
    return closedHoldReferences(this.deps.database.db, references);
  }

  /** The deposit references used so far, with those of the batch's deposits already committed. */
  private async usedDepositsOf(batch: readonly Pending[]): Promise<Set<string>> {
    const references = batch.flatMap(({ command }) =>
      command.kind === 'balance' &&
      (command.movement === 'deposit' || command.movement === 'adjust') &&
      !this.depositReferences.has(command.reference)
        ? [command.reference]
        : [],
    );
    if (references.length === 0) return this.depositReferences;
    const committed = await depositReferencesUsed(this.deps.database.db, references);
    for (const reference of committed) this.depositReferences.add(reference);
    return this.depositReferences;
  }

  /** A batch's keys leave the in-flight set once it committed (or failed to). */
  private forgetRequests(effects: BatchEffects): void {
    for (const key of effects.requests.keys()) this.requestsInFlight.delete(key);
  }

  /**
   * Applies an order command, then fires the waiting stops its trades reached, in the same
   * batch: a stop's trigger is ordered with every other command.
   */
  private apply(context: EngineContext, command: OrderCommand): CommandResult {
    const tradesBefore = context.effects.trades.length;
    const result = this.applyOrderCommand(context, command);
    const traded = context.effects.trades.slice(tradesBefore);
    if (traded.length > 0) {
      fireTriggeredStops(
        context,
        traded.map((trade) => trade.contractId),
      );
    }
    return result;
  }

  private applyOrderCommand(context: EngineContext, command: OrderCommand): CommandResult {
    switch (command.kind) {
      case 'place':
        return isStopPlace(command)
          ? placeStopOrder(context, command)
          : placeOrder(context, command);
      case 'edit':
        return editOrder(context, command);
      case 'kill':
        return killOrder(context, command);
      case 'expire':
        return expireOrders(context);
    }
  }

  private contextFor(nowMs: number, effects: BatchEffects, holds: HoldBook): BalanceContext {
    return {
      holds,
      nowMs,
      marketHours: this.deps.marketHours,
      books: this.books,
      accounts: this.accounts,
      openOrders: this.openOrders,
      waitingStops: this.waitingStops,
      lastPrices: this.lastPrices,
      effects,
      sequences: this.sequences,
      feeSchedules: this.feeSchedules,
      rateIdrPerUsd: this.deps.rateIdrPerUsd(),
      referencePriceSen: (contractId) => this.deps.referencePriceSen(contractId),
    };
  }

  /** Loads the accounts placing orders or moving balances that the engine does not hold yet. */
  private async loadAccountsFor(batch: readonly Pending[]): Promise<void> {
    const missing = new Set<string>();
    for (const { command } of batch) {
      const loads = command.kind === 'place' || command.kind === 'balance';
      if (loads && !this.accounts.has(command.accountId)) missing.add(command.accountId);
    }
    for (const account of await loadAccounts(this.deps.database.db, [...missing])) {
      this.accounts.set(account.id, account);
    }
    for (const id of missing) {
      if (!this.accounts.has(id)) throw new Error(`account ${id} does not exist`);
    }
  }

  private afterCommit({ effects, depths, nowMs }: Applied): void {
    for (const trade of effects.trades) {
      this.committedLastPrices.set(trade.contractId, trade.priceSen);
      const contract = contractById(trade.contractId);
      if (contract === undefined) continue;
      const day = this.days.get(trade.contractId) ?? emptyDay(jakartaDate(trade.createdAtMs));
      this.days.set(trade.contractId, withTrade(day, contract, trade.priceSen, trade.createdAtMs));
    }
    for (const [contractId, depth] of depths) this.publishSnapshot(contractId, depth, nowMs);
    const batch: CommittedBatch = {
      accountIds: effects.touchedAccounts,
      contractIds: effects.touchedContracts,
      trades: effects.trades.map(({ contractId, priceSen, createdAtMs }) => ({
        contractId,
        priceSen,
        atMs: createdAtMs,
      })),
    };
    if (batch.accountIds.size === 0 && batch.contractIds.size === 0) return;
    for (const listener of this.listeners) listener(batch);
  }

  private publishSnapshot(contractId: number, depth: Depth, nowMs: number): void {
    const day = statsOn(this.days.get(contractId) ?? emptyDay(jakartaDate(nowMs)), nowMs);
    this.snapshots.set(contractId, {
      contractId,
      bids: depth.bids,
      asks: depth.asks,
      day,
      lastPriceSen: this.committedLastPrices.get(contractId) ?? null,
      updatedAtMs: nowMs,
    });
  }

  /** Throws away the memory and loads the last committed state: books, accounts, counters. */
  private async recover(): Promise<void> {
    const db = this.deps.database.db;
    const nowMs = this.deps.clock.now();
    this.books = new Map(contracts.map((contract) => [contract.contractId, new FastOrderBook()]));
    this.openOrders = new Map();
    this.waitingStops = new WaitingStops();
    this.lastPrices = await loadLastTradePrices(db);
    this.committedLastPrices = new Map(this.lastPrices);
    this.sequences = await loadSequences(db);
    this.feeSchedules = new FeeScheduleBook(await loadFeeSchedules(db));
    const open = await loadOpenOrders(db);
    const holds = await loadOpenHolds(db);
    this.openHolds = new Map(holds.map((hold) => [hold.reference, hold]));
    this.depositReferences = new Set();
    const ids = [
      ...new Set([...open.map((order) => order.accountId), ...holds.map((h) => h.accountId)]),
    ];
    this.accounts = new Map((await loadAccounts(db, ids)).map((account) => [account.id, account]));
    for (const order of open) if (!isWaitingStop(order)) this.rest(order);
    // Waiting stops in placement order: the oldest a price reaches fires first.
    const waiting = open.filter(isWaitingStop).sort((a, b) => (a.sequence < b.sequence ? -1 : 1));
    for (const order of waiting) {
      this.openOrders.set(order.id, order);
      this.waitingStops.add(order);
    }
    this.days = new Map();
    for (const trade of await loadTodaysTrades(db, jakartaDate(nowMs))) {
      const contract = contractById(trade.contractId);
      const day = this.days.get(trade.contractId) ?? emptyDay(jakartaDate(trade.createdAtMs));
      if (contract !== undefined)
        this.days.set(
          trade.contractId,
          withTrade(day, contract, trade.priceSen, trade.createdAtMs),
        );
    }
    for (const contract of contracts) {
      const depth = this.bookOf(contract.contractId).depth(DEPTH_LEVELS_PUBLISHED);
      this.publishSnapshot(contract.contractId, depth, nowMs);
    }
  }

  /** Enters an open order into its book as it rested: never crossing, so nothing trades. */
  private rest(order: EngineOrder): void {
    const contract = contractById(order.contractId);
    const book = this.books.get(order.contractId);
    if (contract === undefined || book === undefined || order.limitPriceSen === null) {
      throw new Error(`open order ${order.id} cannot rest`);
    }
    const result = book.place({
      orderId: order.id,
      accountId: order.accountId,
      side: order.direction,
      type: 'limit',
      price: order.limitPriceSen,
      quantity: bookStepsOfMg(contract, order.remainingMg),
      validity: order.validity,
      expiresAtMs: order.expiresAtMs,
      timestampMs: order.queuedAtMs,
    });
    if (!result.ok || result.value.fills.length > 0 || result.value.cancelled.length > 0) {
      throw new Error(`open order ${order.id} did not rest as it was`);
    }
    this.openOrders.set(order.id, order);
  }
}
