import type { ContractConfig, OrderDirection, OrderType } from '../contracts.ts';
import { formatDecimal } from '../format.ts';
import type { MarketStatus } from '../market-hours.ts';
import { fail, ok, type Result } from '../result.ts';
import { isLimitPriceFlagged, priceAwayBasisPoints } from './limit-price-band.ts';

/**
 * The checks before an order goes out, in the order of spec 001 section 5. The web app shows
 * the first failure as a sheet; the server runs the same checks on its own figures and answers
 * the same codes.
 */
export type OrderCheckCode =
  | 'MarketClosed'
  | 'MarketHolidayClosed'
  | 'PreOrderContract'
  | 'OrderTotalZero'
  | 'PriceTooFar'
  | 'InsufficientTradeBalance'
  | 'InsufficientGold';

/** The 1 kg contract is a pre-order contract: ordering goes through the broker. */
export const PRE_ORDER_CONTRACT_CODE = 'K1KG';
const HOLIDAY_CLOSE_TYPE = 2;

export type ReviewCheckInput = {
  readonly market: MarketStatus;
  readonly contract: Pick<ContractConfig, 'codeName' | 'contractType' | 'name'>;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  /** Buy: value + fee + tax + buffer; sell: value − fee − tax (see `orderFigures`). */
  readonly totalSen: bigint;
  readonly availableTradeBalanceSen: bigint;
  readonly quantityMg: bigint;
  readonly availableTradeGoldMg: bigint;
  /** Null for a market order. */
  readonly limitPriceSen: bigint | null;
  /** The price the order would trade at now; null when the book has none. */
  readonly marketPriceSen: bigint | null;
};

export type EditCheckInput = Omit<ReviewCheckInput, 'market' | 'orderType'> & {
  /** What the order holds now: its open gold (sell) and its held cash (buy). */
  readonly orderHeldMg: bigint;
  readonly orderHeldSen: bigint;
};

type CheckResult = Result<null, OrderCheckCode>;

const marketCheck = (market: MarketStatus): CheckResult | null => {
  if (!market.isClosed) return null;
  return fail(market.closeType === HOLIDAY_CLOSE_TYPE ? 'MarketHolidayClosed' : 'MarketClosed');
};

/** A kau limit price at or beyond the band is refused with how far it is, e.g. '16.00'. */
const kauPriceCheck = (
  input: Pick<ReviewCheckInput, 'contract' | 'limitPriceSen' | 'marketPriceSen'>,
): CheckResult | null => {
  const { contract, limitPriceSen, marketPriceSen } = input;
  if (contract.contractType !== 'kau' || limitPriceSen === null || marketPriceSen === null) {
    return null;
  }
  if (!isLimitPriceFlagged(contract, marketPriceSen, limitPriceSen)) return null;
  const percent = formatDecimal(priceAwayBasisPoints(marketPriceSen, limitPriceSen), 2, 'en');
  return fail('PriceTooFar', { percent });
};

const totalCheck = (totalSen: bigint): CheckResult | null =>
  totalSen > 0n ? null : fail('OrderTotalZero');

const balanceCheck = (direction: OrderDirection, totalSen: bigint, availableSen: bigint) =>
  direction === 'buy' && totalSen > availableSen ? fail('InsufficientTradeBalance') : null;

const goldCheck = (
  direction: OrderDirection,
  contract: Pick<ContractConfig, 'name'>,
  quantityMg: bigint,
  availableMg: bigint,
) =>
  direction === 'sell' && quantityMg > availableMg
    ? fail('InsufficientGold', { contract: contract.name })
    : null;

/**
 * Review Order: market closed, pre-order contract, total above zero, kau price band, balance
 * for a buy, gold for a sell. The first failure wins.
 */
export function reviewOrderCheck(input: ReviewCheckInput): CheckResult {
  return (
    marketCheck(input.market) ??
    (input.contract.codeName === PRE_ORDER_CONTRACT_CODE ? fail('PreOrderContract') : null) ??
    totalCheck(input.totalSen) ??
    kauPriceCheck(input) ??
    balanceCheck(input.direction, input.totalSen, input.availableTradeBalanceSen) ??
    goldCheck(input.direction, input.contract, input.quantityMg, input.availableTradeGoldMg) ??
    ok(null)
  );
}

/**
 * Edit Order: kau price band, total above zero, then gold for a sell and balance for a buy.
 * What the order already holds counts as available: a sell may keep its own gold (the spec's
 * "available trade gold plus the quantity already in this order"), and a buy its held cash.
 * Whether the market is open is checked before the form opens.
 */
export function editOrderCheck(input: EditCheckInput): CheckResult {
  return (
    kauPriceCheck(input) ??
    totalCheck(input.totalSen) ??
    goldCheck(
      input.direction,
      input.contract,
      input.quantityMg,
      input.availableTradeGoldMg + input.orderHeldMg,
    ) ??
    balanceCheck(
      input.direction,
      input.totalSen,
      input.availableTradeBalanceSen + input.orderHeldSen,
    ) ??
    ok(null)
  );
}
