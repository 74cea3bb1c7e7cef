import {
  IDR_ASSET,
  type OrderDirection,
  contractById,
  marketStatusAt,
  pricePerLotSen,
  rupiah,
} from '@emas/domain';
import type { FastifyBaseLogger } from 'fastify';
import { manualClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type CommandResult, Exchange, batchWriterFor } from '../trading/index.ts';

/**
 * A few weeks of trading for the demo, made by the real exchange on a clock that walks through
 * past market days, so the reports, the revenue share and the balance history have something
 * to show on a fresh start, exactly as trading would have left it: orders, fills, partial
 * fills, kills and expiries, the ledger's entries and the LIFO lots. It runs once, on a fresh
 * demo database, before the exchange of the running server starts.
 */
export const HISTORY_DAYS = 20;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 10:00 in Jakarta: the middle of a trading morning. */
const TRADING_HOUR_UTC = 3;
const DG1 = 5;
const DG001 = 4;
const DG100 = 1;
/** Rp 1,190,000 a gram, the demo's level; each day a little above or below it. */
const GRAM_PRICE_SEN = rupiah(1_190_000n);
const DAILY_MOVES_PER_MILLE = [0, 4, -3, 6, 2, -5, 1, 7, -2, 3, -6, 5, 0, -4, 8, 2, -1, 6, -3, 4];

export type HistoryParties = { clientId: string; client2Id: string };

/** The market days of the last HISTORY_DAYS, oldest first, each at 10:00 in Jakarta. */
const marketDays = (untilMs: number): number[] => {
  const days: number[] = [];
  const today = Math.floor(untilMs / DAY_MS) * DAY_MS;
  for (let back = 1; days.length < HISTORY_DAYS && back < HISTORY_DAYS * 3; back += 1) {
    const at = today - back * DAY_MS + TRADING_HOUR_UTC * HOUR_MS;
    if (!marketStatusAt(at, 'exchange').isClosed) days.unshift(at);
  }
  return days;
};

const lotPrice = (contractId: number, perMille: number): bigint => {
  const contract = contractById(contractId);
  if (contract === undefined) throw new Error(`no contract ${contractId}`);
  const gram = GRAM_PRICE_SEN + (GRAM_PRICE_SEN * BigInt(perMille)) / 1000n;
  return pricePerLotSen(contract, gram);
};

const orderIdOf = (result: CommandResult): string => {
  if (!result.ok || result.value === null) {
    throw new Error(`demo history order refused: ${result.ok ? 'no order' : result.code}`);
  }
  return result.value.order.id;
};

/** One market day: fills, a partial fill, a kill and an expiry, and a deposit each week. */
const tradeOneDay = async (
  exchange: Exchange,
  clock: ReturnType<typeof manualClock>,
  parties: HistoryParties,
  dayIndex: number,
) => {
  const { clientId, client2Id } = parties;
  const move = DAILY_MOVES_PER_MILLE[dayIndex % DAILY_MOVES_PER_MILLE.length] ?? 0;
  const limit = (
    accountId: string,
    contractId: number,
    direction: OrderDirection,
    lots: bigint,
    perMille: number,
    validity: 'GTC' | 'GTD' = 'GTC',
  ) =>
    exchange.submit({
      kind: 'place',
      accountId,
      contractId,
      direction,
      orderType: 'limit',
      quantityMg: lots * (contractById(contractId)?.weightMg ?? 0n),
      limitPriceSen: lotPrice(contractId, perMille),
      validity,
      expiresAtMs: validity === 'GTD' ? clock.now() + 2 * HOUR_MS : null,
      source: 'client',
    });
  const market = (accountId: string, contractId: number, direction: OrderDirection, lots: bigint) =>
    exchange.submit({
      kind: 'place',
      accountId,
      contractId,
      direction,
      orderType: 'market',
      quantityMg: lots * (contractById(contractId)?.weightMg ?? 0n),
      limitPriceSen: null,
      validity: 'GTC',
      expiresAtMs: null,
      source: 'client',
    });
  // The clients take turns to sell, so neither runs out of gold.
  const [seller, buyer] = dayIndex % 2 === 0 ? [client2Id, clientId] : [clientId, client2Id];
  // A resting sell of 3 g, filled by a market buy of 1 g and a limit buy of 2 g: a partial
  // fill, then the rest.
  orderIdOf(await limit(seller, DG1, 'sell', 3n, move));
  clock.advance(5 * 60_000);
  orderIdOf(await market(buyer, DG1, 'buy', 1n));
  clock.advance(20 * 60_000);
  orderIdOf(await limit(buyer, DG1, 'buy', 2n, move + 1));
  clock.advance(10 * 60_000);
  if (dayIndex % 2 === 0) {
    orderIdOf(await limit(buyer, DG001, 'buy', 50n, move));
    orderIdOf(await limit(seller, DG001, 'sell', 50n, move));
  }
  if (dayIndex % 4 === 1) {
    const [barSeller, barBuyer] =
      dayIndex % 8 === 1 ? [clientId, client2Id] : [client2Id, clientId];
    orderIdOf(await limit(barSeller, DG100, 'sell', 1n, move));
    orderIdOf(await limit(barBuyer, DG100, 'buy', 1n, move));
  }
  // A bid far below the market, killed an hour later; another left to expire.
  const low = orderIdOf(await limit(buyer, DG1, 'buy', 1n, move - 80));
  orderIdOf(await limit(seller, DG1, 'buy', 1n, move - 90, 'GTD'));
  clock.advance(HOUR_MS);
  await exchange.submit({ kind: 'kill', accountId: buyer, orderId: low });
  clock.advance(2 * HOUR_MS);
  await exchange.submit({ kind: 'expire' });
  if (dayIndex % 5 === 0) {
    await exchange.submit({
      kind: 'balance',
      accountId: buyer,
      movement: 'deposit',
      asset: IDR_ASSET,
      amount: rupiah(25_000_000n),
      reference: `demo-deposit-${dayIndex}`,
    });
  }
};

/** Leaves each client one open order away from the market, as a trader would. */
const leaveOpenOrders = async (exchange: Exchange, parties: HistoryParties) => {
  for (const [accountId, direction, perMille] of [
    [parties.clientId, 'buy', -60],
    [parties.client2Id, 'sell', 60],
  ] as const) {
    orderIdOf(
      await exchange.submit({
        kind: 'place',
        accountId,
        contractId: DG1,
        direction,
        orderType: 'limit',
        quantityMg: 2_000n,
        limitPriceSen: lotPrice(DG1, perMille),
        validity: 'GTC',
        expiresAtMs: null,
        source: 'client',
      }),
    );
  }
};

/**
 * Runs the history on its own exchange over the database, then stops it; the server's
 * exchange rebuilds from what it committed. The market must follow the exchange's hours here
 * whatever MARKET_HOURS says, so the history's days are real market days.
 */
export const seedDemoHistory = async (
  database: Database,
  config: Config,
  parties: HistoryParties,
  untilMs: number,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  /** The leading writer's epoch (services.ts), fencing the history's batches like any other. */
  epoch: bigint | null = null,
): Promise<void> => {
  const days = marketDays(untilMs);
  const clock = manualClock(days[0] ?? untilMs);
  const exchange = new Exchange({
    database,
    writer: batchWriterFor(database, config.databaseUrl, epoch),
    clock,
    marketHours: 'exchange',
    log,
    rateIdrPerUsd: () => config.streamRateIdrPerUsd,
    referencePriceSen: (contractId) => lotPrice(contractId, 0),
  });
  await exchange.start();
  try {
    for (const [index, at] of days.entries()) {
      clock.set(at);
      await tradeOneDay(exchange, clock, parties, index);
    }
    const last = days.at(-1);
    if (last !== undefined) clock.set(last + 5 * HOUR_MS);
    await leaveOpenOrders(exchange, parties);
  } finally {
    await exchange.stop();
  }
};

/** The demo accounts open this long before now, so the history's first day finds them. */
export const DEMO_HISTORY_SPAN_MS = 35 * DAY_MS;

/** The two demo clients the history trades between; null when they are not there. */
export const demoHistoryParties = async (database: Database): Promise<HistoryParties | null> => {
  const rows = await database.db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where('email', 'in', ['client@demo.emas.id', 'client2@demo.emas.id'])
    .execute();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  const clientId = idOf('client@demo.emas.id');
  const client2Id = idOf('client2@demo.emas.id');
  return clientId === undefined || client2Id === undefined ? null : { clientId, client2Id };
};
