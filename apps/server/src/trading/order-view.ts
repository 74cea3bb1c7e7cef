import type { Order } from '@emas/api';
import {
  SPEC_TRADING_RATES,
  TRADING_USD_DECIMALS,
  type StopState,
  type TradingRates,
  contractById,
  contractValueSen,
  feeSen,
  placedOrderType,
  senToUsdMinor,
  taxSen,
  tenthsOfQuantityMg,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { OrderTable } from '../db/schema.ts';
import { scheduleRatesOf } from './engine/fee-schedules.ts';

/** How an order leaves the server (spec 001 order detail attributes, and more). */

const LOT_DECIMALS = 1;
const IDR_DECIMALS = 2;

/** The span of instants a JS Date holds: ±8.64e15 ms around 1970. */
const DATE_MS_MAX = 8_640_000_000_000_000;

/**
 * ISO 8601 of a stored instant. The API bounds every instant it takes, but a row written
 * before it did may hold one a Date cannot; it shows as the nearest instant a Date can, so
 * one bad row never takes the whole order list down.
 */
const iso = (ms: bigint): string => {
  const clamped = ms > DATE_MS_MAX ? DATE_MS_MAX : ms < -DATE_MS_MAX ? -DATE_MS_MAX : Number(ms);
  return new Date(clamped).toISOString();
};

/**
 * Fee, tax and what the order moves, sen. An open order shows what it will owe in all (its
 * traded value plus its open quantity at the limit); a closed one what it was charged. A buy
 * pays value, fee and tax (and holds the FX buffer while open); a sell brings in value less
 * fee and tax.
 */
const figuresOf = (row: OrderTable, weightMg: bigint, rates: TradingRates) => {
  const open = row.status === 'submit';
  // A waiting stop will trade at its limit, or (a stop) at about its stop price.
  const openPrice =
    row.limit_price_sen ?? (row.triggered_at_ms === null ? row.stop_price_sen : null);
  const openValue =
    open && openPrice !== null ? contractValueSen({ weightMg }, openPrice, row.remaining_mg) : 0n;
  const value = row.filled_value_sen + openValue;
  const fee = open ? feeSen(value, rates) : row.fee_sen;
  const tax = open ? taxSen(fee, rates) : row.tax_sen;
  const payment =
    row.direction === 'buy'
      ? row.filled_value_sen + row.fee_sen + row.tax_sen + row.held_sen
      : value - fee - tax;
  return { fee, tax, payment };
};

/** Whether a stop order waits for its trigger or has fired; null for other orders. */
const stopStatusOf = (row: OrderTable): StopState | null => {
  if (row.stop_price_sen === null) return null;
  return row.triggered_at_ms === null ? 'waiting' : 'triggered';
};

/** An order as the client reads it; an open one's fee at the rates of the schedule it keeps. */
export const orderView = (row: OrderTable, rates: TradingRates = SPEC_TRADING_RATES): Order => {
  const contract = contractById(Number(row.contract_id));
  const weightMg = contract?.weightMg ?? 1n;
  const lots = (mg: bigint) => toDecimalString(tenthsOfQuantityMg({ weightMg }, mg), LOT_DECIMALS);
  const idr = (sen: bigint) => toDecimalString(sen, IDR_DECIMALS);
  const { fee, tax, payment } = figuresOf(row, weightMg, rates);
  const averagePrice =
    row.filled_mg === 0n ? null : idr((row.filled_value_sen * weightMg) / row.filled_mg);
  return {
    id: row.id,
    attributes: {
      orderId: row.id,
      accountId: row.account_id,
      contractId: Number(row.contract_id),
      direction: row.direction,
      orderType: placedOrderType(row.order_type, row.stop_price_sen),
      validity: row.validity,
      expiryDate: row.expires_at_ms === null ? null : iso(row.expires_at_ms),
      quantity: lots(row.quantity_mg),
      remaining: lots(row.remaining_mg),
      quantityMg: row.quantity_mg.toString(),
      remainingMg: row.remaining_mg.toString(),
      filledMg: row.filled_mg.toString(),
      limitPrice: row.limit_price_sen === null ? null : idr(row.limit_price_sen),
      stopPrice: row.stop_price_sen === null ? null : idr(row.stop_price_sen),
      stopStatus: stopStatusOf(row),
      triggeredAt: row.triggered_at_ms === null ? null : iso(row.triggered_at_ms),
      averagePrice,
      rate: row.rate_idr_per_usd.toString(),
      fee: idr(fee),
      tax: idr(tax),
      fxBufferIdr: idr(row.fx_buffer_sen),
      paymentIdr: idr(payment),
      paymentUsd: toDecimalString(
        senToUsdMinor(payment, row.rate_idr_per_usd, TRADING_USD_DECIMALS),
        TRADING_USD_DECIMALS,
      ),
      filledValueIdr: idr(row.filled_value_sen),
      cashbackIdr: idr(row.cashback_sen),
      status: row.status,
      cancelReason: row.cancel_reason,
      createdAt: iso(row.created_at_ms),
      updatedAt: iso(row.updated_at_ms),
    },
  };
};

/** Orders as the client reads them, each open one's fee at the rates of its own schedule. */
export const orderViews = async (db: Db, rows: readonly OrderTable[]): Promise<Order[]> => {
  const rates = await scheduleRatesOf(
    db,
    rows.map((row) => row.fee_schedule_id),
  );
  return rows.map((row) =>
    orderView(row, (row.fee_schedule_id && rates.get(row.fee_schedule_id)) || SPEC_TRADING_RATES),
  );
};
