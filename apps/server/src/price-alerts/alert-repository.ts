import type { PriceAlert } from '@emas/api';
import {
  PRICE_ALERTS_ACTIVE_MAX,
  type PriceAlertDirection,
  type Result,
  fail,
  freePriceAlertSlot,
  ok,
  priceAlertRefusal,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { PriceAlertTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { sortableId } from '../ledger/index.ts';

const PRICE_DECIMALS = 2;
/** Tries at a free place when another alert of the account took it at the same moment. */
const SLOT_TRIES_MAX = 3;

const iso = (ms: bigint | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const alertView = (row: PriceAlertTable): PriceAlert => ({
  id: row.id,
  contract_id: Number(row.contract_id),
  direction: row.direction,
  price: toDecimalString(row.price_sen, PRICE_DECIMALS),
  state: row.state,
  created_at: iso(row.created_at_ms) as string,
  fired_at: iso(row.fired_at_ms),
  fired_price:
    row.fired_price_sen === null ? null : toDecimalString(row.fired_price_sen, PRICE_DECIMALS),
});

/** The contract's last trade: its place in the exchange's order and its price, or none yet. */
const lastTradeOf = async (
  db: Db,
  contractId: number,
): Promise<{ sequence: bigint; priceSen: bigint } | null> => {
  const row = await db
    .selectFrom('trades')
    .select(['sequence', 'price_sen'])
    .where('contract_id', '=', BigInt(contractId))
    .orderBy('created_at_ms', 'desc')
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : { sequence: row.sequence, priceSen: row.price_sen };
};

const takenSlots = async (db: Db, accountId: string): Promise<number[]> =>
  (
    await db
      .selectFrom('price_alerts')
      .select('slot')
      .where('account_id', '=', accountId)
      .where('slot', 'is not', null)
      .execute()
  ).map((row) => Number(row.slot));

export type NewPriceAlert = {
  readonly accountId: string;
  readonly contractId: number;
  readonly direction: PriceAlertDirection;
  readonly priceSen: bigint;
};

/**
 * Sets an alert on the side of the contract's last trade price it is still to be reached from,
 * in a free one of the account's places. The unique place per account holds the bound even for
 * alerts set at the same moment: the loser of a place tries the next free one.
 */
export const createPriceAlert = async (
  db: Db,
  alert: NewPriceAlert,
  nowMs: number,
): Promise<Result<PriceAlert>> => {
  const last = await lastTradeOf(db, alert.contractId);
  const refusal = priceAlertRefusal(alert, last?.priceSen ?? null);
  if (refusal !== null) return fail(refusal);
  for (let attempt = 1; ; attempt += 1) {
    const slot = freePriceAlertSlot(await takenSlots(db, alert.accountId));
    if (slot === null) return fail('PriceAlertsTooMany');
    const row: PriceAlertTable = {
      id: sortableId(nowMs),
      account_id: alert.accountId,
      contract_id: BigInt(alert.contractId),
      direction: alert.direction,
      price_sen: alert.priceSen,
      state: 'active',
      slot: BigInt(slot),
      after_sequence: last?.sequence ?? 0n,
      created_at_ms: BigInt(nowMs),
      fired_at_ms: null,
      fired_price_sen: null,
      fired_trade_id: null,
    };
    try {
      await db.insertInto('price_alerts').values(row).execute();
      return ok(alertView(row));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLOT_TRIES_MAX) throw error;
    }
  }
};

/** Fired alerts one list shows besides the active ones: the newest. */
const FIRED_LISTED_MAX = 50;

const alertsIn = (db: Db, accountId: string, state: PriceAlertTable['state'], limit: number) =>
  db
    .selectFrom('price_alerts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('state', '=', state)
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** The account's active alerts (all of them) and its newest fired ones, each newest first. */
export const priceAlertsOf = async (
  db: Db,
  accountId: string,
): Promise<{ active: number; body: PriceAlert[] }> => {
  const [active, fired] = await Promise.all([
    alertsIn(db, accountId, 'active', PRICE_ALERTS_ACTIVE_MAX),
    alertsIn(db, accountId, 'fired', FIRED_LISTED_MAX),
  ]);
  return { active: active.length, body: [...active, ...fired].map(alertView) };
};

/** Deletes one of the account's alerts, active or fired; false when it has none with that id. */
export const deletePriceAlert = async (
  db: Db,
  accountId: string,
  alertId: string,
): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('price_alerts')
    .where('id', '=', alertId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
};
