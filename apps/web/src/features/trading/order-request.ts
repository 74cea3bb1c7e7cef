import type { AddOrderRequest, EditOrderRequest, OrderCommandResponse } from '@emas/api';
import {
  pricePerGramSen,
  senToUsdMinor,
  toDecimalString,
  TRADING_USD_DECIMALS,
  type OrderDirection,
  type PlacedOrderType,
} from '@emas/domain';
import type { TradingContract } from './contract-view.ts';
import type { Validity } from './order-fields.tsx';
import { hasValidity, readsLimitPrice } from './stop-order-model.ts';
import { lotsText, priceInputText, type Quantity, type TicketFigures } from './ticket-model.ts';

/** What the Review Order shows and sends: the ticket as it stood when Review Order was pressed. */
export type ReviewSnapshot = {
  readonly contract: TradingContract;
  readonly direction: OrderDirection;
  readonly orderType: PlacedOrderType;
  readonly quantity: Quantity;
  readonly figures: TicketFigures;
  /** A stop or stop-limit order's stop price, sen per lot; null for the others. */
  readonly stopPriceSen: bigint | null;
  readonly validity: Validity;
  /** GTD orders only. */
  readonly expiryMs: number | null;
  /** One per review: a submit sent twice (a double click, a retry) places one order. */
  readonly clientOrderId: string;
};

/** How an order submission ended, for the 'Order Sukses' / 'Order Gagal' dialog. */
export type OrderResult =
  | {
      readonly kind: 'success';
      readonly direction: OrderDirection;
      readonly contractName: string;
      readonly quantityText: string;
      readonly outcome: OrderCommandResponse['outcome'];
      readonly cashbackSen: bigint;
      /** A stop order placed to wait for its trigger. */
      readonly waitingStop?: boolean;
    }
  | { readonly kind: 'failure'; readonly description: string };

const CLIENT_ORDER_ID_BYTES = 16;

/** A fresh client order id: 32 hex digits (getRandomValues works outside secure contexts too). */
export const newClientOrderId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(CLIENT_ORDER_ID_BYTES)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

const idr = (sen: bigint) => toDecimalString(sen, 2);
const usd = (minor: bigint) => toDecimalString(minor, TRADING_USD_DECIMALS);

/** The ticket's own figures, sent as the spec's payloads carry them (the server reads none). */
const clientFigures = (figures: TicketFigures) => {
  const profitSen = figures.estimatedProfitSen ?? 0n;
  const profitUsd = figures.profitUsdMinor ?? 0n;
  return {
    fee: idr(figures.feeSen),
    tax: idr(figures.taxSen),
    fx_buffer_idr: idr(figures.fxBufferSen),
    payment_idr: idr(figures.totalSen),
    payment_usd: usd(figures.totalUsdMinor),
    est_pnl_idr: idr(profitSen),
    est_pnl_usd: usd(profitUsd),
    unrealized_pnl_idr: idr(profitSen),
    unrealized_pnl_usd: usd(profitUsd),
  };
};

/** The order payload of spec 001 section 3; the server reads the order and ignores the figures. */
export function addOrderRequest(snapshot: ReviewSnapshot, userId: string): AddOrderRequest {
  const { contract, direction, orderType, quantity, figures, validity, expiryMs } = snapshot;
  const rate = figures.rateIdrPerUsd;
  const waits = hasValidity(orderType);
  const { stopPriceSen } = snapshot;
  return {
    user_id: userId,
    contract_id: contract.config.contractId,
    direction,
    quantity: lotsText(quantity),
    order_type: orderType,
    limit_price: readsLimitPrice(orderType) ? priceInputText(figures.priceSen) : null,
    ...(stopPriceSen === null ? {} : { stop_price: priceInputText(stopPriceSen) }),
    validity: waits ? validity : 'GTC',
    expired_date: waits && validity === 'GTD' ? expiryMs : null,
    type: 'TRADE',
    client_order_id: snapshot.clientOrderId,
    ...clientFigures(figures),
    is_feature: false,
    to_feature: false,
    pnlEtc: 0,
    contract_value_idr: idr(figures.contractValueSen),
    contract_value_usd: usd(senToUsdMinor(figures.contractValueSen, rate, TRADING_USD_DECIMALS)),
    price_per_gram_usd: usd(
      senToUsdMinor(pricePerGramSen(contract.config, figures.priceSen), rate, TRADING_USD_DECIMALS),
    ),
    rate: rate.toString(),
  };
}

/**
 * The edit payload of spec 001 section 3; a waiting stop sends its stop price, and its limit
 * price only when it has one (a stop-limit).
 */
export function editOrderRequest(
  input: {
    direction: OrderDirection;
    quantity: Quantity;
    figures: TicketFigures;
    expiryMs: number | null;
    limitPriceSen?: bigint | null;
    stopPriceSen?: bigint | null;
  },
  userId: string,
): EditOrderRequest {
  const { direction, quantity, figures, expiryMs } = input;
  const limitPriceSen = input.limitPriceSen === undefined ? figures.priceSen : input.limitPriceSen;
  const stopPriceSen = input.stopPriceSen ?? null;
  return {
    user_id: userId,
    quantity: lotsText(quantity),
    ...(limitPriceSen === null ? {} : { limit_price: priceInputText(limitPriceSen) }),
    ...(stopPriceSen === null ? {} : { stop_price: priceInputText(stopPriceSen) }),
    ...(expiryMs === null ? {} : { expired_date: expiryMs }),
    direction,
    ...clientFigures(figures),
  };
}
