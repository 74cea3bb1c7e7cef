import { type ProfitLoss, profitLoss } from '../reports/profit-loss.ts';
import { type InventoryLot, averageCostPerGramSen, costOfMgSen } from '../trading/lifo.ts';

/**
 * A client's portfolio now: per contract the gold held, its average buy price, its value at the
 * price now and its unrealised P&L; today's change of the gold's value; cash free and held.
 * Money in sen, gold in milligrams, prices in sen per gram.
 */

/** One contract's gold and the facts that price it. */
export type ContractHolding = {
  readonly contractId: number;
  /** Gold owned: free, held for open sells and held for a delivery, mg. */
  readonly heldMg: bigint;
  /** The LIFO lots still holding gold: their cost is what the gold cost, fee and tax included. */
  readonly lots: readonly InventoryLot[];
  /** What a gram sells for now (best bid, else the last trade or the reference); null unknown. */
  readonly priceNowPerGramSen: bigint | null;
  /** The previous market day's closing price per gram; null before the first close. */
  readonly previousClosePerGramSen: bigint | null;
};

export type ContractPosition = {
  readonly contractId: number;
  readonly heldMg: bigint;
  /** Average cost per gram of the lots (averageCostPerGramSen), 0 when no lot carries a cost. */
  readonly averageCostPerGramSen: bigint;
  /** What the lots still holding gold cost, sen. */
  readonly costSen: bigint;
  readonly priceNowPerGramSen: bigint | null;
  /** The gold at the price now, sen; null while no price is known. */
  readonly valueSen: bigint | null;
  /**
   * Value less cost of the gold whose cost is known (the lots' gold), with its percent; null
   * while no price is known or no lot carries a cost.
   */
  readonly unrealised: ProfitLoss | null;
};

/** One contract's position from its gold, lots and price. */
export const contractPosition = (holding: ContractHolding): ContractPosition => {
  let costedMg = 0n;
  let costSen = 0n;
  for (const lot of holding.lots) {
    costedMg += lot.remainingMg;
    costSen += costOfMgSen(lot.remainingMg, lot.costPerGramSen);
  }
  const price = holding.priceNowPerGramSen;
  return {
    contractId: holding.contractId,
    heldMg: holding.heldMg,
    averageCostPerGramSen: averageCostPerGramSen(holding.lots),
    costSen,
    priceNowPerGramSen: price,
    valueSen: price === null ? null : costOfMgSen(holding.heldMg, price),
    unrealised:
      price === null || costedMg === 0n ? null : profitLoss(costOfMgSen(costedMg, price), costSen),
  };
};

/**
 * Today's change of the gold's value: the gold held now at the price now against the same gold
 * at the previous close, over the contracts with both prices; null when none has both. Cash
 * does not move with the market, and money paid in or out is no change, so neither counts.
 */
export const todayChange = (holdings: readonly ContractHolding[]): ProfitLoss | null => {
  let now = 0n;
  let before = 0n;
  let priced = false;
  for (const holding of holdings) {
    const { heldMg, priceNowPerGramSen: price, previousClosePerGramSen: close } = holding;
    if (heldMg === 0n || price === null || close === null) continue;
    now += costOfMgSen(heldMg, price);
    before += costOfMgSen(heldMg, close);
    priced = true;
  }
  return priced ? profitLoss(now, before) : null;
};

/** The account's cash: free to trade or withdraw, and held (open buys, withdrawals in process). */
export type PortfolioCash = { readonly freeSen: bigint; readonly heldSen: bigint };

export type PortfolioTotals = {
  /** Every priced contract's gold at the price now, sen. */
  readonly goldValueSen: bigint;
  readonly cashSen: bigint;
  /** Gold value and cash, sen. */
  readonly totalSen: bigint;
  /** Contracts holding gold with no price now: left out of the gold value, and named. */
  readonly unpricedContractIds: readonly number[];
};

export const portfolioTotals = (
  positions: readonly ContractPosition[],
  cash: PortfolioCash,
): PortfolioTotals => {
  let goldValueSen = 0n;
  const unpricedContractIds: number[] = [];
  for (const position of positions) {
    if (position.valueSen !== null) goldValueSen += position.valueSen;
    else if (position.heldMg !== 0n) unpricedContractIds.push(position.contractId);
  }
  const cashSen = cash.freeSen + cash.heldSen;
  return { goldValueSen, cashSen, totalSen: goldValueSen + cashSen, unpricedContractIds };
};
