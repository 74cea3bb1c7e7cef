import {
  ORDER_CANCEL_REASONS,
  ORDER_DIRECTIONS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PLACED_ORDER_TYPES,
  STOP_STATES,
  VALIDITIES,
} from '@emas/domain';
import { z } from 'zod';
import { chatClientMessageSchemas, chatLiveMessageSchemas } from '../chat/schemas.ts';
import { noticeSchema } from '../help/schemas.ts';
import {
  decimalStringSchema,
  digitsSchema,
  okStatus,
  textSchema,
  userIdSchema,
} from '../common.ts';

/**
 * The trading calls of spec 001 section 7. Units, the same everywhere:
 * - prices are rupiah per lot (one contract) with 2 decimals, as the limit price is typed;
 *   `*PerGram*` fields are rupiah per gram of gold;
 * - quantities are lots with 1 decimal (a tenth of a lot where the contract allows decimals),
 *   and `*_mg` / `*Mg` twins are exact milligrams;
 * - IDR amounts have 2 decimals, USD amounts 4 (fees of a few cents must stay visible), both
 *   as decimal strings, never floats.
 */

/** The directions and order types of the ticket. */
export const orderDirectionSchema = z.enum(ORDER_DIRECTIONS);
export const orderTypeSchema = z.enum(ORDER_TYPES);
/**
 * What a client places: market, limit, or a stop order that waits for the last trade to reach
 * its stop price and then becomes a market (`stop`) or limit (`stop_limit`) order.
 */
export const placedOrderTypeSchema = z.enum(PLACED_ORDER_TYPES);
export const validitySchema = z.enum(VALIDITIES);
/** submit = open, fill = matched (in whole or in part, nothing left open), cancel = killed. */
export const orderStatusSchema = z.enum(['submit', 'fill', 'cancel']);
/** What a command did to the order: the book's outcome in the spec's words. */
export const orderOutcomeSchema = z.enum(ORDER_STATUSES);
export type OrderDirectionValue = z.infer<typeof orderDirectionSchema>;
export type OrderStatusValue = z.infer<typeof orderStatusSchema>;

/**
 * A JSON number carries a decimal exactly only up to 15 significant digits (a double's
 * guaranteed precision); beyond that, the number the server reads may not be the one typed.
 */
const SIGNIFICANT_DIGITS_MAX = 15;
const isExactDecimalNumber = (value: number): boolean => {
  const text = String(value);
  return (
    !/e/i.test(text) && text.replace(/\D/g, '').replace(/^0+/, '').length <= SIGNIFICANT_DIGITS_MAX
  );
};

/**
 * A number as the client typed it: a JSON number (15 significant digits at most) or a decimal
 * string, with at most `scale` decimals and not negative. Arrives at the route as a canonical
 * decimal string. Nothing else is taken for a number: not true, not "0x5", not [5].
 */
export const decimalInputSchema = (scale: number) =>
  z
    .union([
      z
        .number()
        .finite()
        .refine(isExactDecimalNumber, {
          message: `must have at most ${SIGNIFICANT_DIGITS_MAX} significant digits`,
        }),
      z.string().max(32),
    ])
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`).test(text), {
      message: `must be a number not below 0 with at most ${scale} decimals`,
    });

/**
 * The latest instant the API takes: the end of year 9999 UTC, the last one ISO 8601's four-digit
 * years can write. How far ahead an order may expire is a trading rule, checked by the engine
 * on its own clock (`gtdExpiryRefusal` in the domain).
 */
export const INSTANT_MS_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** ISO 8601 date and time with an offset, as `Date.prototype.toISOString` and the ticket write it. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds of ISO 8601 text, or NaN when it names no real calendar day and time. */
const isoInstantMs = (text: string): number => {
  const match = ISO_INSTANT.exec(text);
  if (match === null) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day;
  return isRealDay ? Date.parse(text) : Number.NaN;
};

/**
 * An instant: epoch milliseconds (a whole number) or ISO 8601 text with its offset, between
 * 1970 and the end of 9999. Arrives as epoch milliseconds.
 */
export const instantInputSchema = z
  .union([z.number().int().min(0).max(INSTANT_MS_MAX), z.string().max(40)])
  .transform((value) => (typeof value === 'number' ? value : isoInstantMs(value)))
  .refine((ms) => Number.isInteger(ms) && ms >= 0 && ms <= INSTANT_MS_MAX, {
    message: 'must be a date and time between 1970 and 9999',
  });

/** Figures the web app computes for its own display; the server reads none of them. */
/**
 * The client's own id of an order command (its request key): a repeat with the same id answers
 * the first result and has no second effect. Letters, digits and . _ : - only.
 */
export const clientOrderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'client_order_id: 1 to 64 letters, digits, . _ : or -');

const clientFigures = {
  fee: z.unknown().optional(),
  tax: z.unknown().optional(),
  fx_buffer_idr: z.unknown().optional(),
  payment_idr: z.unknown().optional(),
  payment_usd: z.unknown().optional(),
  est_pnl_idr: z.unknown().optional(),
  est_pnl_usd: z.unknown().optional(),
  unrealized_pnl_idr: z.unknown().optional(),
  unrealized_pnl_usd: z.unknown().optional(),
};

/** POST /v2/igx/add_order and /v2/igx/add_kau_order. */
export const addOrderRequestSchema = z.object({
  user_id: userIdSchema.optional(),
  /** A JSON whole number: true, "5", "0x5" or [5] are not contract 5. */
  contract_id: z.number().int().positive(),
  direction: orderDirectionSchema,
  /** Lots, 1 decimal at most. */
  quantity: decimalInputSchema(1),
  order_type: placedOrderTypeSchema,
  /** Rupiah per lot, 2 decimals; required for limit and stop_limit orders, ignored otherwise. */
  limit_price: decimalInputSchema(2).nullish(),
  /**
   * Rupiah per lot, 2 decimals; required for stop and stop_limit orders (a buy's above the last
   * trade, a sell's below it), ignored otherwise.
   */
  stop_price: decimalInputSchema(2).nullish(),
  validity: validitySchema.default('GTC'),
  /** Required for GTD; GTC orders get their one-month expiry from the server. */
  expired_date: instantInputSchema.nullish(),
  type: z.literal('TRADE').default('TRADE'),
  client_order_id: clientOrderIdSchema.optional(),
  ...clientFigures,
  is_feature: z.unknown().optional(),
  to_feature: z.unknown().optional(),
  pnlEtc: z.unknown().optional(),
  contract_value_usd: z.unknown().optional(),
  contract_value_idr: z.unknown().optional(),
  price_per_gram_usd: z.unknown().optional(),
  rate: z.unknown().optional(),
});
export type AddOrderRequest = z.input<typeof addOrderRequestSchema>;

/** PATCH /v2/igx/edit_order?order_id=: a field left out keeps its value. */
export const editOrderRequestSchema = z.object({
  user_id: userIdSchema.optional(),
  quantity: decimalInputSchema(1).optional(),
  limit_price: decimalInputSchema(2).optional(),
  /** A stop order's new stop price, while it waits for its trigger. */
  stop_price: decimalInputSchema(2).optional(),
  expired_date: instantInputSchema.nullish(),
  validity: validitySchema.optional(),
  /** Must match the order's direction when sent. */
  direction: orderDirectionSchema.optional(),
  client_order_id: clientOrderIdSchema.optional(),
  ...clientFigures,
});
export type EditOrderRequest = z.input<typeof editOrderRequestSchema>;

export const orderIdQuerySchema = z.object({ order_id: textSchema(64).min(1) });
export const userIdBodyOptionalSchema = z.object({ user_id: userIdSchema.optional() });
/** POST /v2/igx/delete_order?order_id=. */
export const killOrderRequestSchema = userIdBodyOptionalSchema.extend({
  client_order_id: clientOrderIdSchema.optional(),
});

const asArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** POST /v2/igx/orders?order_type=limit&contractId[]=1&status=submit&offset=0&limit=10. */
export const ordersQuerySchema = z.object({
  order_type: placedOrderTypeSchema.optional(),
  'contractId[]': z
    .preprocess(asArray, z.array(digitsSchema(1, Number.MAX_SAFE_INTEGER)).max(10))
    .optional(),
  status: orderStatusSchema.optional(),
  offset: digitsSchema(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: digitsSchema(1, 100).default(100),
});

/** An order as every trading call shows it (the spec's order detail attributes and more). */
export const orderAttributesSchema = z.object({
  orderId: z.string(),
  accountId: z.string(),
  contractId: z.number().int(),
  direction: orderDirectionSchema,
  /** As placed: a stop or stop_limit keeps its type once triggered. */
  orderType: placedOrderTypeSchema,
  validity: validitySchema,
  /** ISO 8601; null for a market order. */
  expiryDate: z.string().nullable(),
  /** Lots ordered, and still open. */
  quantity: decimalStringSchema,
  remaining: decimalStringSchema,
  quantityMg: decimalStringSchema,
  remainingMg: decimalStringSchema,
  filledMg: decimalStringSchema,
  /** Rupiah per lot; null for a market or stop order. */
  limitPrice: decimalStringSchema.nullable(),
  /** Rupiah per lot; null unless a stop or stop_limit order. */
  stopPrice: decimalStringSchema.nullable(),
  /**
   * A stop order `waiting` for its trigger (open, holding, in no book) or `triggered` (it
   * became a market or limit order); null for other orders.
   */
  stopStatus: z.enum(STOP_STATES).nullable(),
  /** ISO 8601 of the trigger; null while waiting, and for other orders. */
  triggeredAt: z.string().nullable(),
  /** Average price of what traded, rupiah per lot; null before the first fill. */
  averagePrice: decimalStringSchema.nullable(),
  /** Rupiah per US dollar when the order was placed. */
  rate: decimalStringSchema,
  /** Fee and tax charged so far, or estimated for what is still open. */
  fee: decimalStringSchema,
  tax: decimalStringSchema,
  fxBufferIdr: decimalStringSchema,
  /** Buy: what the order holds or paid (value + fee + tax + buffer). Sell: what it brings in. */
  paymentIdr: decimalStringSchema,
  paymentUsd: decimalStringSchema,
  /** Value traded so far, rupiah. */
  filledValueIdr: decimalStringSchema,
  cashbackIdr: decimalStringSchema,
  status: orderStatusSchema,
  /** `unfunded`: a triggered stop buy whose fills cost more than it held and was free. */
  cancelReason: z.enum(ORDER_CANCEL_REASONS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The transaction ids (trades) that filled it, oldest first: the order lists send them (a
   * partly filled order has several; spec 002 section 2), the single-order answers do not.
   */
  transactionIds: z.array(z.string()).optional(),
});
export type OrderAttributes = z.infer<typeof orderAttributesSchema>;
export const orderSchema = z.object({ id: z.string(), attributes: orderAttributesSchema });
export type Order = z.infer<typeof orderSchema>;

/** add_order answers: the client reads `attributes.status` (cancel = unmatched). */
export const orderCommandResponseSchema = z.object({
  status: okStatus,
  message: z.string(),
  message_id: z.string(),
  outcome: orderOutcomeSchema,
  id: z.string(),
  attributes: orderAttributesSchema,
});
export type OrderCommandResponse = z.infer<typeof orderCommandResponseSchema>;

export const orderListResponseSchema = z.object({
  status: okStatus,
  data: z.object({ body: z.array(orderSchema), total: z.number().int() }),
});
export const orderDetailResponseSchema = z.object({ status: okStatus, body: orderSchema });

/** One price level of the depth: rupiah per lot and lots (5 decimals, floored). */
export const depthEntrySchema = z.object({
  price: decimalStringSchema,
  quantity: decimalStringSchema,
  quantityMg: decimalStringSchema,
  pricePerGram: decimalStringSchema,
});
export type DepthEntry = z.infer<typeof depthEntrySchema>;
/**
 * One contract's depth. `buy` lists the bids (what sellers can sell into, best first), `sell`
 * the asks (what buyers can buy from, best first).
 */
export const contractDepthSchema = z.object({
  contractId: z.number().int(),
  buy: z.array(depthEntrySchema),
  sell: z.array(depthEntrySchema),
});
export type ContractDepth = z.infer<typeof contractDepthSchema>;
export const depthResponseSchema = z.object({
  status: okStatus,
  data: z.array(contractDepthSchema),
});

/**
 * A contract's prices (GET /v2.1/igx/golds, our documented price call for the tiles).
 * `contractPriceBuy` is what a buyer pays for a lot now (best ask), `contractPriceSell` what a
 * seller gets (best bid); `buy` and `sell` are the same per gram. The running prices are the
 * reference price per gram, with the exchange's spread, whatever the book holds. A side with
 * no order answers null.
 */
export const goldPriceSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  buy: decimalStringSchema.nullable(),
  sell: decimalStringSchema.nullable(),
  contractPriceBuy: decimalStringSchema.nullable(),
  contractPriceSell: decimalStringSchema.nullable(),
  runningPriceBuy: decimalStringSchema,
  runningPriceSell: decimalStringSchema,
  updatedAt: z.string(),
});
export type GoldPrice = z.infer<typeof goldPriceSchema>;
export const goldPricesResponseSchema = z.object({
  status: okStatus,
  data: z.array(goldPriceSchema),
});

/** GET /v2.1/rate/get: rupiah per US dollar. */
export const streamRateSchema = z.object({
  streamBuy: decimalStringSchema,
  streamSell: decimalStringSchema,
  stream_buy: z.object({ cur_rate: decimalStringSchema }),
  stream_sell: z.object({ cur_rate: decimalStringSchema }),
  expired_at: z.string(),
  next_fetch_at: z.string(),
});
export type StreamRate = z.infer<typeof streamRateSchema>;
export const streamRateResponseSchema = z.object({ status: okStatus, data: streamRateSchema });

/** The market day's OHLC of a contract, rupiah per gram, from its trades. */
export const ohlcSchema = z.object({
  contractId: z.number().int(),
  /** Jakarta market day, YYYY-MM-DD. */
  date: z.string(),
  open: decimalStringSchema.nullable(),
  high: decimalStringSchema.nullable(),
  low: decimalStringSchema.nullable(),
  close: decimalStringSchema.nullable(),
  /** The last traded price and which way it moved from the trade before. */
  rate: decimalStringSchema.nullable(),
  /** The last trade's price per lot, whatever its day: what stop orders are triggered by. */
  lastPrice: decimalStringSchema.nullable(),
  caretDirection: z.enum(['up', 'down', 'flat']),
  streaming_rate: decimalStringSchema,
});
export type Ohlc = z.infer<typeof ohlcSchema>;
export const ohlcResponseSchema = z.object({ status: okStatus, data: ohlcSchema });

/** One candle, rupiah (or US dollars) per gram; `time` is the start, epoch seconds. */
export const candleSchema = z.object({
  time: z.number().int(),
  open: decimalStringSchema,
  high: decimalStringSchema,
  low: decimalStringSchema,
  close: decimalStringSchema,
});
export type Candle = z.infer<typeof candleSchema>;
export const candleIntervalSchema = z.enum(['1m', '5m', '15m', '1h', '1d']);
export const candlesQuerySchema = z.object({
  interval: candleIntervalSchema.default('1m'),
  /** XAUIDRG: reference gold in rupiah per gram; XAUUSDG: in US dollars per gram. */
  symbol: z.enum(['XAUIDRG', 'XAUUSDG']).default('XAUIDRG'),
  limit: digitsSchema(1, 1000).default(500),
});
export const candlesResponseSchema = z.object({
  status: okStatus,
  data: z.object({
    symbol: z.string(),
    interval: candleIntervalSchema,
    candles: z.array(candleSchema),
  }),
});

/**
 * GET /v2/igx/trade_candles?symbol=DG1&interval=1m&limit=500: candles of a contract's trades,
 * rupiah per gram, in the same answer as the reference candles (`symbol` is the contract code).
 */
export const tradeCandlesQuerySchema = z.object({
  symbol: z.enum(['DG001', 'DG1', 'KAU', 'DG100']),
  interval: candleIntervalSchema.default('1m'),
  limit: digitsSchema(1, 1000).default(500),
});

/** GET /v2/igx/end_day_prices?date=YYYY-MM-DD: the closing prices of a market day. */
export const endDayPricesQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const endDayPriceSchema = z.object({
  contractId: z.number().int(),
  date: z.string(),
  buy: decimalStringSchema.nullable(),
  sell: decimalStringSchema.nullable(),
  contractPriceBuy: decimalStringSchema.nullable(),
  contractPriceSell: decimalStringSchema.nullable(),
  open: decimalStringSchema.nullable(),
  high: decimalStringSchema.nullable(),
  low: decimalStringSchema.nullable(),
  close: decimalStringSchema.nullable(),
});
export type EndDayPrice = z.infer<typeof endDayPriceSchema>;
export const endDayPricesResponseSchema = z.object({
  status: okStatus,
  data: z.array(endDayPriceSchema),
});

/**
 * GET /v2/inventories/{user_id}?type=TRADE&sort_direction=-1: bought lots, LIFO order. Spec 000
 * also names the type GTMU; no GTMU lot exists here, so it answers none (docs/decisions.md).
 */
export const inventoriesQuerySchema = z.object({
  type: z.enum(['TRADE', 'GTMU']).default('TRADE'),
  /** 1 oldest first, -1 newest first: exactly "1" or "-1". */
  sort_direction: z
    .enum(['1', '-1'])
    .transform((text) => (text === '1' ? 1 : -1))
    .default(-1),
  contract_id: digitsSchema(1, Number.MAX_SAFE_INTEGER).optional(),
});
export const inventorySchema = z.object({
  id: z.string(),
  contract_id: z.number().int(),
  type: z.literal('TRADE'),
  quantity: decimalStringSchema,
  remaining_quantity: decimalStringSchema,
  quantity_mg: decimalStringSchema,
  remaining_mg: decimalStringSchema,
  /** Cost per gram including fee and tax, rupiah and US dollars. */
  cost_per_gram_idr: decimalStringSchema,
  cost_per_gram_usd: decimalStringSchema,
  created_at: z.string(),
});
export type Inventory = z.infer<typeof inventorySchema>;
export const inventoriesResponseSchema = z.object({
  status: okStatus,
  data: z.array(inventorySchema),
});
export const userIdParamsSchema = z.object({ user_id: userIdSchema });
/** GET /v2.1/igx/ohlc/{contractId}. */
export const contractIdParamsSchema = z.object({
  contractId: digitsSchema(1, Number.MAX_SAFE_INTEGER),
});

/** GET /v2/balances/{user_id}/gold: per contract, what may be sold and what orders hold. */
export const contractGoldBalanceSchema = z.object({
  contract_id: z.number().int(),
  contract_code: z.string(),
  /** Free gold, lots and milligrams. */
  available: decimalStringSchema,
  available_mg: decimalStringSchema,
  /** What a sell may use: free gold less the lp's 5000 g reserve. */
  available_trade: decimalStringSchema,
  available_trade_mg: decimalStringSchema,
  /** Gold held by open sell orders; gold being bought by open buy orders. */
  in_process_sell: decimalStringSchema,
  in_process_sell_mg: decimalStringSchema,
  in_process_buy: decimalStringSchema,
  in_process_buy_mg: decimalStringSchema,
});
export type ContractGoldBalance = z.infer<typeof contractGoldBalanceSchema>;
export const contractGoldBalancesResponseSchema = z.object({
  status: okStatus,
  data: z.array(contractGoldBalanceSchema),
});

/** Messages pushed on the WebSocket at /v2/ws. Market topics go to everyone. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prices'), data: z.array(goldPriceSchema) }),
  z.object({ type: z.literal('depth'), data: z.array(contractDepthSchema) }),
  z.object({ type: z.literal('ohlc'), data: z.array(ohlcSchema) }),
  z.object({ type: z.literal('rate'), data: streamRateSchema }),
  z.object({
    type: z.literal('candle'),
    data: z.object({ symbol: z.string(), candle: candleSchema }),
  }),
  z.object({
    type: z.literal('market'),
    data: z.object({ is_closed: z.boolean(), close_type: z.number().int() }),
  }),
  /** Something of the signed-in account changed: refetch these. */
  z.object({
    type: z.literal('account'),
    data: z.object({ topics: z.array(z.enum(['orders', 'balance', 'gold'])) }),
  }),
  /** A notice just recorded for the signed-in account (bell and toast); the list has it too. */
  z.object({ type: z.literal('notice'), data: noticeSchema }),
  z.object({ type: z.literal('welcome'), data: z.object({ signedIn: z.boolean() }) }),
  ...chatLiveMessageSchemas,
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
/** What a client may send: its bearer token, to receive its own account's notices; chat. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().max(256) }),
  ...chatClientMessageSchemas,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
