import { firingTrade } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { PriceAlertTable } from '../db/schema.ts';
import { type NewNotice, type StoredNotice, pushNotices, recordNotices } from '../help/index.ts';
import type { LiveHub } from '../live/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { type ExchangePort, followTrades } from '../trading/index.ts';
import { firedAlertEmail } from './alert-email.ts';

/** Trades read per query; a busier burst is read in several. */
const TRADES_PER_READ_MAX = 500;
/** The one row of `price_alert_watch`. */
const WATCH_ID = 'trades';

export type AlertWatchDeps = {
  readonly db: Db;
  readonly exchange: Pick<ExchangePort, 'onCommitted'>;
  readonly liveHub: Pick<LiveHub, 'sendToAccount'>;
  readonly notifier: Notifier;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
};

type WatchedTrade = { id: string; sequence: bigint; contractId: bigint; priceSen: bigint };
type Fired = { readonly alert: PriceAlertTable; readonly trade: WatchedTrade };

/**
 * Where the watch left off; the first time, the last trade already committed (an alert set
 * before then waited only for later trades, which its own `after_sequence` also says).
 */
const startingSequence = async (db: Db): Promise<bigint> => {
  const row = await db
    .selectFrom('price_alert_watch')
    .select('sequence')
    .where('id', '=', WATCH_ID)
    .executeTakeFirst();
  if (row !== undefined) return row.sequence;
  const last = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .executeTakeFirst();
  const sequence = BigInt(last?.sequence ?? 0n);
  await db
    .insertInto('price_alert_watch')
    .values({ id: WATCH_ID, sequence })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return startingSequence(db);
};

const tradesAfter = async (db: Db, sequence: bigint): Promise<WatchedTrade[]> =>
  (
    await db
      .selectFrom('trades')
      .select(['id', 'sequence', 'contract_id', 'price_sen'])
      .where('sequence', '>', sequence)
      .orderBy('sequence')
      .limit(TRADES_PER_READ_MAX)
      .execute()
  ).map((row) => ({
    id: row.id,
    sequence: row.sequence,
    contractId: row.contract_id,
    priceSen: row.price_sen,
  }));

/** The active alerts these trades fire, each with the first trade that reaches its price. */
const firedBy = async (db: Db, trades: readonly WatchedTrade[]): Promise<Fired[]> => {
  const byContract = new Map<bigint, WatchedTrade[]>();
  for (const trade of trades) {
    const ofContract = byContract.get(trade.contractId) ?? [];
    ofContract.push(trade);
    byContract.set(trade.contractId, ofContract);
  }
  const waiting = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('state', '=', 'active')
    .where('contract_id', 'in', [...byContract.keys()])
    .execute();
  return waiting.flatMap((alert) => {
    const target = {
      direction: alert.direction,
      priceSen: alert.price_sen,
      afterSequence: alert.after_sequence,
    };
    const trade = firingTrade(target, byContract.get(alert.contract_id) ?? []);
    return trade === null ? [] : [{ alert, trade }];
  });
};

const noticeOf = ({ alert, trade }: Fired): NewNotice => ({
  accountId: alert.account_id,
  kind: 'price_alert',
  params: {
    alert_id: alert.id,
    contract_id: alert.contract_id.toString(),
    direction: alert.direction,
    price_sen: alert.price_sen.toString(),
    trade_price_sen: trade.priceSen.toString(),
    trade_id: trade.id,
  },
});

/**
 * Marks the alerts fired, records their notices and moves the watch past the trades, in one
 * transaction: a crash leaves all of it or none, so an alert fires exactly once. An alert
 * deleted (or fired) in between is left out.
 */
const fire = async (
  db: Db,
  fired: readonly Fired[],
  throughSequence: bigint,
  nowMs: number,
): Promise<StoredNotice[]> =>
  db.transaction().execute(async (trx) => {
    const notices: NewNotice[] = [];
    for (const one of fired) {
      const updated = await trx
        .updateTable('price_alerts')
        .set({
          state: 'fired',
          slot: null,
          fired_at_ms: BigInt(nowMs),
          fired_price_sen: one.trade.priceSen,
          fired_trade_id: one.trade.id,
        })
        .where('id', '=', one.alert.id)
        .where('state', '=', 'active')
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) notices.push(noticeOf(one));
    }
    const stored = await recordNotices(trx, notices, new Date(nowMs));
    await trx
      .updateTable('price_alert_watch')
      .set({ sequence: throughSequence })
      .where('id', '=', WATCH_ID)
      .execute();
    return stored;
  });

/** Each fired alert's e-mail; one that cannot be sent is reported, the rest still go. */
const emailFired = async (deps: AlertWatchDeps, stored: readonly StoredNotice[]) => {
  if (stored.length === 0) return;
  const accounts = await deps.db
    .selectFrom('accounts')
    .select(['id', 'email', 'first_name'])
    .where('id', 'in', [...new Set(stored.map((one) => one.accountId))])
    .execute();
  const byId = new Map(accounts.map((account) => [account.id, account]));
  for (const { accountId, notice } of stored) {
    const account = byId.get(accountId);
    if (account === undefined) continue;
    const to = { email: account.email, firstName: account.first_name };
    await deps.notifier.send(firedAlertEmail(to, notice.params)).catch(deps.onError);
  }
};

/**
 * Fires price alerts from the trades as they are committed, on the exchange's leader
 * (`followTrades`): the trades past where the watch left off are read back in order, and every
 * active alert of their contracts that one of them reaches fires (a notice, pushed to the
 * account's sockets, and an e-mail). At start it goes on from where it left off, so trades
 * committed while it was down count too.
 */
export const watchPriceAlerts = async (deps: AlertWatchDeps): Promise<() => Promise<void>> => {
  let cursor = await startingSequence(deps.db);

  const readOnce = async (): Promise<number> => {
    const trades = await tradesAfter(deps.db, cursor);
    const through = trades.at(-1)?.sequence;
    if (through === undefined) return 0;
    const stored = await fire(deps.db, await firedBy(deps.db, trades), through, deps.now());
    cursor = through;
    pushNotices(deps.liveHub, stored);
    await emailFired(deps, stored);
    return trades.length;
  };

  return followTrades(deps.exchange, TRADES_PER_READ_MAX, readOnce, deps.onError);
};
