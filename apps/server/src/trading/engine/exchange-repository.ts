import { type AccountLevel, contracts } from '@emas/domain';
import { sql } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import type {
  BalanceHoldTable,
  BrokerFeeScheduleTable,
  CreditLineTable,
  GoldInventoryTable,
  OrderRequestTable,
  OrderTable,
  TradeTable,
} from '../../db/schema.ts';
import { type Conflict, chunked, insertRows } from '../../db/bulk-insert.ts';
import { type BatchEntry, writeEntries } from '../../ledger/index.ts';
import { type AccountState, emptyAccountState, loadOwnerBalance, lotsOf } from './account-state.ts';
import type { BalanceHold } from './balance-commands.ts';
import type { BatchEffects, CreditLine, LotRecord, TradeRecord } from './batch-effects.ts';
import type { Sequences } from './engine-context.ts';
import { ORDER_AMOUNT_COLUMNS, type EngineOrder, orderRow } from './engine-order.ts';
import { orderRequestRow } from './order-requests.ts';

/** The exchange's reads and writes: load state at start and per account, write a batch. */

/** Columns an existing order may change; the rest are written once. */
const MUTABLE_ORDER_COLUMNS = [
  'validity',
  'expires_at_ms',
  ...ORDER_AMOUNT_COLUMNS,
  'status',
  'cancel_reason',
  'queue_seq',
  'queued_at_ms',
  'updated_at_ms',
  'triggered_at_ms',
] as const;

const tradeRow = (trade: TradeRecord): TradeTable => ({
  id: trade.id,
  sequence: trade.sequence,
  contract_id: BigInt(trade.contractId),
  price_sen: trade.priceSen,
  quantity_mg: trade.quantityMg,
  value_sen: trade.valueSen,
  buy_order_id: trade.buyOrderId,
  sell_order_id: trade.sellOrderId,
  buyer_account_id: trade.buyerAccountId,
  seller_account_id: trade.sellerAccountId,
  taker_side: trade.takerSide,
  buyer_fee_sen: trade.buyerFeeSen,
  buyer_tax_sen: trade.buyerTaxSen,
  seller_fee_sen: trade.sellerFeeSen,
  seller_tax_sen: trade.sellerTaxSen,
  seller_storage_fee_sen: trade.sellerStorageFeeSen,
  cashback_sen: trade.cashbackSen,
  seller_cost_sen: trade.sellerCostSen,
  rate_idr_per_usd: trade.rateIdrPerUsd,
  created_at_ms: BigInt(trade.createdAtMs),
});

const lotRow = (lot: LotRecord): GoldInventoryTable => ({
  id: lot.id,
  account_id: lot.accountId,
  contract_id: BigInt(lot.contractId),
  type: 'TRADE' as const,
  quantity_mg: lot.quantityMg,
  remaining_mg: lot.remainingMg,
  cost_per_gram_sen: lot.costPerGramSen,
  rate_idr_per_usd: lot.rateIdrPerUsd,
  trade_id: lot.tradeId,
  created_at_ms: BigInt(lot.createdAtMs),
  updated_at_ms: BigInt(lot.updatedAtMs),
});

/**
 * A batch's effects as plain rows, taken when the batch has been applied: later batches go on
 * changing the engine's orders, and the rows may be written on another thread.
 */
export type BatchRows = {
  readonly entries: readonly BatchEntry[];
  readonly deltas: ReadonlyMap<string, bigint>;
  readonly orders: readonly OrderTable[];
  readonly trades: readonly TradeTable[];
  readonly lots: readonly GoldInventoryTable[];
  readonly requests: readonly OrderRequestTable[];
  readonly holds: readonly BalanceHoldTable[];
  readonly creditLines: readonly CreditLineTable[];
  readonly feeSchedules: readonly BrokerFeeScheduleTable[];
  readonly nowMs: number;
};

export const batchRows = (effects: BatchEffects, nowMs: number): BatchRows => ({
  entries: effects.entries,
  deltas: effects.deltas,
  orders: [...effects.orders.values()].map(orderRow),
  trades: effects.trades.map(tradeRow),
  lots: [...effects.lots.values()].map(lotRow),
  requests: [...effects.requests].map(([key, keyed]) => orderRequestRow(key, keyed, nowMs)),
  holds: [...effects.holds.values()].map(holdRow),
  creditLines: [...effects.creditLines.values()].map(creditLineRow),
  feeSchedules: effects.feeSchedules,
  nowMs,
});

const holdRow = (hold: BalanceHold): BalanceHoldTable => ({
  reference: hold.reference,
  account_id: hold.accountId,
  asset: hold.asset,
  amount: hold.amount,
  state: hold.state,
  created_at_ms: BigInt(hold.createdAtMs),
  updated_at_ms: BigInt(hold.updatedAtMs),
});

const creditLineRow = (line: CreditLine): CreditLineTable => ({
  account_id: line.accountId,
  limit_sen: line.limitSen,
  reference: line.reference,
  updated_at_ms: BigInt(line.updatedAtMs),
});

/** On a collision, these columns take the new row's values. */
const replacing = (on: string, columns: readonly string[]): Conflict => ({
  on: [on],
  set: Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column}`)])),
});

/**
 * Writes one batch in the caller's transaction: ledger, then orders (trades point at them),
 * trades, the lots bought or sold from (one upsert: a sale changes only what is left), the
 * request keys, the holds, the credit lines and the fee schedules (new rows only).
 */
export const writeBatch = async (trx: Db, dialect: DialectName, rows: BatchRows): Promise<void> => {
  await writeEntries(trx, dialect, rows.entries, rows.deltas, rows.nowMs);
  await insertRows(trx, dialect, 'orders', rows.orders, replacing('id', MUTABLE_ORDER_COLUMNS));
  await insertRows(trx, dialect, 'trades', rows.trades);
  await insertRows(
    trx,
    dialect,
    'gold_inventories',
    rows.lots,
    replacing('id', ['remaining_mg', 'updated_at_ms']),
  );
  await insertRows(trx, dialect, 'order_requests', rows.requests);
  await insertRows(
    trx,
    dialect,
    'balance_holds',
    rows.holds,
    replacing('reference', ['state', 'updated_at_ms']),
  );
  await insertRows(
    trx,
    dialect,
    'credit_lines',
    rows.creditLines,
    replacing('account_id', ['limit_sen', 'reference', 'updated_at_ms']),
  );
  await insertRows(trx, dialect, 'broker_fee_schedules', rows.feeSchedules);
};

/** Every hold still open: the engine keeps them in memory. */
export const loadOpenHolds = async (db: Db): Promise<BalanceHold[]> => {
  const rows = await db
    .selectFrom('balance_holds')
    .selectAll()
    .where('state', '=', 'open')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    accountId: row.account_id,
    asset: row.asset,
    amount: BigInt(row.amount),
    state: row.state,
    createdAtMs: Number(row.created_at_ms),
    updatedAtMs: Number(row.updated_at_ms),
  }));
};

/** Which of the references were used by deposits (or adjustments) already committed. */
export const depositReferencesUsed = async (
  db: Db,
  references: readonly string[],
): Promise<Set<string>> => {
  const used = new Set<string>();
  for (const chunk of chunked(references)) {
    const rows = await db
      .selectFrom('ledger_entries')
      .select('reference')
      .where('kind', 'in', ['deposit', 'adjustment'])
      .where('reference', 'in', chunk)
      .execute();
    for (const row of rows) used.add(row.reference);
  }
  return used;
};

/** Which of the references were used by holds already closed. */
export const closedHoldReferences = async (
  db: Db,
  references: readonly string[],
): Promise<Set<string>> => {
  const closed = new Set<string>();
  for (const chunk of chunked(references)) {
    const rows = await db
      .selectFrom('balance_holds')
      .select('reference')
      .where('reference', 'in', chunk)
      .where('state', '!=', 'open')
      .execute();
    for (const row of rows) closed.add(row.reference);
  }
  return closed;
};

/** Accounts as the engine holds them: level, free and held balances, open gold lots. */
export const loadAccounts = async (db: Db, ids: readonly string[]): Promise<AccountState[]> => {
  if (ids.length === 0) return [];
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'level', 'broker_id'])
    .where('id', 'in', ids)
    .execute();
  const states = new Map(
    accounts.map((a) => [a.id, emptyAccountState(a.id, a.level as AccountLevel, a.broker_id)]),
  );
  const lines = await db
    .selectFrom('credit_lines')
    .select(['account_id', 'limit_sen'])
    .where('account_id', 'in', ids)
    .execute();
  for (const line of lines) {
    const state = states.get(line.account_id);
    if (state !== undefined) state.creditLimitSen = BigInt(line.limit_sen);
  }
  const balances = await db
    .selectFrom('ledger_accounts')
    .select(['owner_account_id', 'kind', 'asset', 'balance'])
    .where('owner_account_id', 'in', ids)
    .execute();
  for (const row of balances) {
    const state = states.get(row.owner_account_id as string);
    if (state !== undefined) loadOwnerBalance(state, row.kind, row.asset, BigInt(row.balance));
  }
  const lots = await db
    .selectFrom('gold_inventories')
    .select([
      'id',
      'account_id',
      'contract_id',
      'quantity_mg',
      'remaining_mg',
      'cost_per_gram_sen',
      'rate_idr_per_usd',
      'trade_id',
      'created_at_ms',
    ])
    .where('account_id', 'in', ids)
    .where('remaining_mg', '>', 0n)
    .orderBy('created_at_ms')
    .execute();
  for (const lot of lots) {
    const state = states.get(lot.account_id);
    if (state === undefined) continue;
    lotsOf(state, Number(lot.contract_id)).push({
      id: lot.id,
      remainingMg: BigInt(lot.remaining_mg),
      costPerGramSen: BigInt(lot.cost_per_gram_sen),
      acquiredAtMs: Number(lot.created_at_ms),
      quantityMg: BigInt(lot.quantity_mg),
      rateIdrPerUsd: BigInt(lot.rate_idr_per_usd),
      tradeId: lot.trade_id,
    });
  }
  return [...states.values()];
};

const engineOrderOf = (row: OrderTable): EngineOrder => ({
  id: row.id,
  sequence: BigInt(row.sequence),
  accountId: row.account_id,
  contractId: Number(row.contract_id),
  direction: row.direction,
  orderType: row.order_type,
  validity: row.validity,
  expiresAtMs: row.expires_at_ms === null ? null : Number(row.expires_at_ms),
  limitPriceSen: row.limit_price_sen === null ? null : BigInt(row.limit_price_sen),
  quantityMg: BigInt(row.quantity_mg),
  remainingMg: BigInt(row.remaining_mg),
  filledMg: BigInt(row.filled_mg),
  charges: {
    filledValueSen: BigInt(row.filled_value_sen),
    feeChargedSen: BigInt(row.fee_sen),
    taxChargedSen: BigInt(row.tax_sen),
    cashbackPaidSen: BigInt(row.cashback_sen),
  },
  heldSen: BigInt(row.held_sen),
  heldMg: BigInt(row.held_mg),
  fxBufferSen: BigInt(row.fx_buffer_sen),
  paymentSen: BigInt(row.payment_sen),
  rateIdrPerUsd: BigInt(row.rate_idr_per_usd),
  status: row.status,
  cancelReason: row.cancel_reason,
  queueSeq: BigInt(row.queue_seq),
  queuedAtMs: Number(row.queued_at_ms),
  createdAtMs: Number(row.created_at_ms),
  updatedAtMs: Number(row.updated_at_ms),
  feeScheduleId: row.fee_schedule_id,
  stopPriceSen: row.stop_price_sen === null ? null : BigInt(row.stop_price_sen),
  triggeredAtMs: row.triggered_at_ms === null ? null : Number(row.triggered_at_ms),
});

/** Every open order, in queue order: the books are rebuilt by entering them in this order. */
export const loadOpenOrders = async (db: Db): Promise<EngineOrder[]> => {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'submit')
    .orderBy('queue_seq')
    .execute();
  return rows.map(engineOrderOf);
};

const maxOf = async (
  db: Db,
  table: 'orders' | 'trades',
  column: 'sequence' | 'queue_seq',
): Promise<bigint> => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<bigint | string | null>(column as 'sequence').as('top'))
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0n : BigInt(row.top);
};

export const loadSequences = async (db: Db): Promise<Sequences> => ({
  order: await maxOf(db, 'orders', 'sequence'),
  trade: await maxOf(db, 'trades', 'sequence'),
  queue: await maxOf(db, 'orders', 'queue_seq'),
});

/** Each contract's last trade price per lot, whatever its day; a contract never traded is absent. */
export const loadLastTradePrices = async (db: Db): Promise<Map<number, bigint>> => {
  const prices = new Map<number, bigint>();
  for (const contract of contracts) {
    const row = await db
      .selectFrom('trades')
      .select('price_sen')
      .where('contract_id', '=', BigInt(contract.contractId))
      .orderBy('created_at_ms', 'desc')
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) prices.set(contract.contractId, BigInt(row.price_sen));
  }
  return prices;
};

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of midnight in Jakarta starting the market day `date` (YYYY-MM-DD). */
export const jakartaDayStartMs = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - JAKARTA_OFFSET_MS;
};

/** The trades of one Jakarta market day, in the order they happened. */
export const loadTodaysTrades = async (
  db: Db,
  date: string,
): Promise<{ contractId: number; priceSen: bigint; createdAtMs: number }[]> => {
  const startMs = jakartaDayStartMs(date);
  const rows = await db
    .selectFrom('trades')
    .select(['contract_id', 'price_sen', 'created_at_ms'])
    .where('created_at_ms', '>=', BigInt(startMs))
    .where('created_at_ms', '<', BigInt(startMs + DAY_MS))
    .orderBy('sequence')
    .execute();
  return rows.map((row) => ({
    contractId: Number(row.contract_id),
    priceSen: BigInt(row.price_sen),
    createdAtMs: Number(row.created_at_ms),
  }));
};
