import type { Inventory } from '@emas/api';
import {
  estimatedProfitSen,
  formatDecimal,
  lotsStorageFeeSen,
  orderFigures,
  quantityMgOfTenths,
  QUANTITY_DECIMAL_STEPS_PER_LOT,
  senToUsdMinor,
  tenthsOfQuantityMg,
  TRADING_USD_DECIMALS,
  type ContractConfig,
  type InventoryLot,
  type Locale,
  type OrderDirection,
  type OrderFigures,
  type OrderType,
  type TradingRates,
} from '@emas/domain';
import { amountOf, amountTextOf, type AmountText } from '../../lib/amount-text.ts';
import { decimalToMinor } from '../../lib/decimal.ts';

/**
 * The ticket's inputs turned into what the domain's rules take (milligrams, sen per lot), and
 * the domain's answers into what the ticket shows. No rule is worked out here.
 */

/** The ticket's quantity: whole lots and a decimal part in tenths (0 to 9). */
export type Quantity = { readonly integer: number; readonly decimal: number };

const TENTHS = Number(QUANTITY_DECIMAL_STEPS_PER_LOT);
const DECIMAL_MAX = TENTHS - 1;
const SEN_SCALE = 2;

export const tenthsOf = (quantity: Quantity): bigint =>
  BigInt(quantity.integer) * QUANTITY_DECIMAL_STEPS_PER_LOT + BigInt(quantity.decimal);

/** The most a sell may ask for, in tenths of a lot: whole lots where no decimal is allowed. */
export function maxSellTenths(config: ContractConfig, availableMg: bigint): bigint {
  const tenths = tenthsOfQuantityMg(config, availableMg > 0n ? availableMg : 0n);
  return config.hasQuantityDecimal
    ? tenths
    : (tenths / QUANTITY_DECIMAL_STEPS_PER_LOT) * QUANTITY_DECIMAL_STEPS_PER_LOT;
}

const wholeNumber = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The quantity the fields may hold: the integer part not below 0, the decimal part 0 to 0.9
 * (0 where the contract trades whole lots), and with a cap (a sell) not above it.
 */
export function clampQuantity(
  config: ContractConfig,
  quantity: Quantity,
  maxTenths: bigint | null,
): Quantity {
  const integer = wholeNumber(quantity.integer);
  const decimal = config.hasQuantityDecimal
    ? Math.min(wholeNumber(quantity.decimal), DECIMAL_MAX)
    : 0;
  if (maxTenths === null || tenthsOf({ integer, decimal }) <= maxTenths)
    return { integer, decimal };
  return {
    integer: Number(maxTenths / QUANTITY_DECIMAL_STEPS_PER_LOT),
    decimal: config.hasQuantityDecimal ? Number(maxTenths % QUANTITY_DECIMAL_STEPS_PER_LOT) : 0,
  };
}

/** The quantity in milligrams; 0 when it is not an orderable quantity (zero). */
export function quantityMgOf(config: ContractConfig, quantity: Quantity): bigint {
  const result = quantityMgOfTenths(config, tenthsOf(quantity));
  return result.ok ? result.value : 0n;
}

/** Lots as the order payload and the screens write them: '2.5', '3.0'. */
export const lotsText = (quantity: Quantity): string => `${quantity.integer}.${quantity.decimal}`;

/** Tenths of a lot for display: '2,5' (id) or '2.5' (en), one decimal. */
export const lotsDisplay = (tenths: bigint, locale: Locale): string =>
  formatDecimal(tenths, 1, locale);

/** The best price of each side, sen per lot: what a buyer pays (ask), what a seller gets (bid). */
export type MarketQuote = { readonly buySen: bigint | null; readonly sellSen: bigint | null };

export const marketPriceFor = (quote: MarketQuote, direction: OrderDirection): bigint | null =>
  direction === 'buy' ? quote.buySen : quote.sellSen;

/** Decimals of a limit price as typed (spec 001 section 5: step 0.01), and of sen. */
export const LIMIT_PRICE_SCALE = SEN_SCALE;

/** A limit price as typed, in the user's notation: sen per lot; null when it is not one. */
export const parseLimitPrice = (price: AmountText): bigint | null =>
  amountOf(price, LIMIT_PRICE_SCALE);

/** The price field's text for a price the app fills in: '1.192.800,00' (id). */
export const limitPriceText = (sen: bigint | null, locale: Locale): AmountText =>
  amountTextOf(sen, LIMIT_PRICE_SCALE, locale);

/** Sen as the plain decimal string the order calls send: 119280000n → '1192800.00'. */
export const priceInputText = (sen: bigint): string => {
  const whole = sen / 100n;
  const cents = (sen % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
};

export type TicketFigures = OrderFigures & {
  /** Sells only: proceeds less the LIFO cost of the gold sold; null when unknown. */
  readonly estimatedProfitSen: bigint | null;
  /** The total in US dollars, 4 decimals, at the rate below. */
  readonly totalUsdMinor: bigint;
  readonly profitUsdMinor: bigint | null;
  readonly rateIdrPerUsd: bigint;
};

export type TicketFiguresInput = {
  readonly config: ContractConfig;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  /** The limit price, or the market price of the side; null when there is none. */
  readonly priceSen: bigint | null;
  readonly quantityMg: bigint;
  readonly rateIdrPerUsd: bigint;
  /** The contract's inventory lots; null while unknown. */
  readonly lots: readonly InventoryLot[] | null;
  /** Now, epoch ms: a sell's storage fee runs to the day it is sold. */
  readonly nowMs: number;
  /** The broker's rates in force, as the engine will charge them; the spec's until read. */
  readonly rates?: TradingRates;
};

/**
 * The ticket's figures from `orderFigures`, with a sell's storage fee (spec 001 section 9: the
 * lots it takes, by days held, out of what it receives), the LIFO profit and the USD twins.
 */
export function ticketFigures(input: TicketFiguresInput): TicketFigures | null {
  const { config, direction, orderType, priceSen, quantityMg, rateIdrPerUsd, lots } = input;
  if (priceSen === null) return null;
  const { rates } = input;
  const order = orderFigures({
    contract: config,
    direction,
    orderType,
    priceSen,
    quantityMg,
    rates,
  });
  const storageFeeSen =
    direction === 'sell' && lots !== null
      ? lotsStorageFeeSen(
          lots,
          quantityMg,
          order.contractValueSen,
          input.nowMs,
          order.totalSen,
          rates,
        )
      : 0n;
  const figures = { ...order, storageFeeSen, totalSen: order.totalSen - storageFeeSen };
  const profit =
    direction === 'sell' && lots !== null
      ? estimatedProfitSen(lots, quantityMg, figures.totalSen)
      : null;
  const usd = (sen: bigint) => senToUsdMinor(sen, rateIdrPerUsd, TRADING_USD_DECIMALS);
  return {
    ...figures,
    estimatedProfitSen: profit,
    totalUsdMinor: usd(figures.totalSen),
    profitUsdMinor: profit === null ? null : usd(profit),
    rateIdrPerUsd,
  };
}

/** The inventory lots of one contract, as the domain's LIFO rule takes them. */
export function inventoryLots(
  inventories: readonly Inventory[] | undefined,
  contractId: number,
): InventoryLot[] | null {
  if (inventories === undefined) return null;
  return inventories
    .filter((inventory) => inventory.contract_id === contractId)
    .flatMap((inventory): InventoryLot[] => {
      const remainingMg = decimalToMinor(inventory.remaining_mg, 0);
      const costPerGramSen = decimalToMinor(inventory.cost_per_gram_idr, SEN_SCALE);
      if (remainingMg === null || costPerGramSen === null) return [];
      const acquiredAtMs = Date.parse(inventory.created_at);
      return [
        {
          id: inventory.id,
          remainingMg,
          costPerGramSen,
          acquiredAtMs: Number.isFinite(acquiredAtMs) ? acquiredAtMs : 0,
        },
      ];
    });
}

/** Decimal places of a gram figure of this contract: enough for its smallest step. */
export function gramDecimals(config: ContractConfig): number {
  const stepMg = config.hasQuantityDecimal
    ? config.weightMg / QUANTITY_DECIMAL_STEPS_PER_LOT
    : config.weightMg;
  if (stepMg % 1000n === 0n) return 0;
  if (stepMg % 100n === 0n) return 1;
  if (stepMg % 10n === 0n) return 2;
  return 3;
}
