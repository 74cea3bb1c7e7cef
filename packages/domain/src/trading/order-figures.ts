import type { ContractConfig, OrderDirection, OrderType } from '../contracts.ts';
import {
  SPEC_TRADING_RATES,
  type TradingRates,
  cashbackSen,
  feeSen,
  fxBufferSen,
  taxSen,
} from './fees.ts';
import { contractValueSen, pricePerGramSen } from './order-value.ts';

/**
 * The figures the ticket and the review show for an order, and that the server holds or pays
 * out: all sen, from a price per lot and a quantity in milligrams.
 *
 * A buy's total is what it holds: value + fee + tax + FX buffer (the spec's reserved balance
 * for a limit order). A sell's total is what it brings in: value − fee − tax; its storage fee
 * depends on the lots it takes (`lotsStorageFeeSen`), which the ticket adds.
 */
export type OrderFigures = {
  readonly quantityMg: bigint;
  readonly priceSen: bigint;
  readonly pricePerGramSen: bigint;
  readonly contractValueSen: bigint;
  readonly feeSen: bigint;
  readonly taxSen: bigint;
  readonly fxBufferSen: bigint;
  readonly storageFeeSen: bigint;
  readonly cashbackSen: bigint;
  readonly totalSen: bigint;
};

export type OrderFiguresInput = {
  readonly contract: Pick<ContractConfig, 'weightMg'>;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  /** The limit price, or for a market order the price it is expected to trade at. */
  readonly priceSen: bigint;
  readonly quantityMg: bigint;
  /** The broker's rates in force; the spec's when left out. */
  readonly rates?: TradingRates;
};

export function orderFigures(input: OrderFiguresInput): OrderFigures {
  const { contract, direction, orderType, priceSen, quantityMg } = input;
  const rates = input.rates ?? SPEC_TRADING_RATES;
  const value = contractValueSen(contract, priceSen, quantityMg);
  const fee = feeSen(value, rates);
  const tax = taxSen(fee, rates);
  const buffer = fxBufferSen(value, direction, orderType);
  return {
    quantityMg,
    priceSen,
    pricePerGramSen: pricePerGramSen(contract, priceSen),
    contractValueSen: value,
    feeSen: fee,
    taxSen: tax,
    fxBufferSen: buffer,
    storageFeeSen: 0n,
    cashbackSen: cashbackSen(value, direction),
    totalSen: direction === 'buy' ? value + fee + tax + buffer : value - fee - tax,
  };
}

/** What an order has been charged and paid so far, sen. */
export type OrderCharges = {
  readonly filledValueSen: bigint;
  readonly feeChargedSen: bigint;
  readonly taxChargedSen: bigint;
  readonly cashbackPaidSen: bigint;
};

export const NO_CHARGES: OrderCharges = {
  filledValueSen: 0n,
  feeChargedSen: 0n,
  taxChargedSen: 0n,
  cashbackPaidSen: 0n,
};

export type FillCharges = {
  readonly feeSen: bigint;
  readonly taxSen: bigint;
  readonly cashbackSen: bigint;
};

/**
 * The fee, tax and cashback of one fill. They are figured on the order's whole traded value
 * and less what earlier fills took, so an order split into many fills pays the Rp500 minimum
 * once and never more than one order of the same value would. A sell's fee and tax are capped
 * at the fill's value, so a seller never pays to sell (possible only at absurd prices).
 */
export function fillCharges(
  direction: OrderDirection,
  fillValueSen: bigint,
  before: OrderCharges,
  rates: TradingRates = SPEC_TRADING_RATES,
): FillCharges {
  const cumulative = before.filledValueSen + fillValueSen;
  const feeTotal = feeSen(cumulative, rates);
  let fee = feeTotal - before.feeChargedSen;
  let tax = taxSen(feeTotal, rates) - before.taxChargedSen;
  if (direction === 'sell') {
    fee = clamp(fee, fillValueSen);
    tax = clamp(tax, fillValueSen - fee);
  }
  return {
    feeSen: fee,
    taxSen: tax,
    cashbackSen: cashbackSen(cumulative, direction) - before.cashbackPaidSen,
  };
}

const clamp = (value: bigint, max: bigint): bigint => (value < 0n ? 0n : value > max ? max : value);

export function addCharges(
  before: OrderCharges,
  fillValueSen: bigint,
  fill: FillCharges,
): OrderCharges {
  return {
    filledValueSen: before.filledValueSen + fillValueSen,
    feeChargedSen: before.feeChargedSen + fill.feeSen,
    taxChargedSen: before.taxChargedSen + fill.taxSen,
    cashbackPaidSen: before.cashbackPaidSen + fill.cashbackSen,
  };
}

/**
 * What an open buy must still hold for its open quantity at `priceSen` per lot: the open
 * value, its FX buffer, and the fee and tax the whole order will owe beyond what it has paid.
 * With nothing filled this is the order's total (value + fee + tax + buffer). Fills never
 * trade above the limit, so what an order holds always covers what it will pay.
 */
export function buyHoldSen(
  contract: Pick<ContractConfig, 'weightMg'>,
  orderType: OrderType,
  priceSen: bigint,
  openMg: bigint,
  charges: OrderCharges,
  rates: TradingRates = SPEC_TRADING_RATES,
): bigint {
  if (openMg <= 0n) return 0n;
  const openValue = contractValueSen(contract, priceSen, openMg);
  const feeTotal = feeSen(charges.filledValueSen + openValue, rates);
  const feeDue = feeTotal - charges.feeChargedSen;
  const taxDue = taxSen(feeTotal, rates) - charges.taxChargedSen;
  return (
    openValue +
    fxBufferSen(openValue, 'buy', orderType) +
    (feeDue > 0n ? feeDue : 0n) +
    (taxDue > 0n ? taxDue : 0n)
  );
}
