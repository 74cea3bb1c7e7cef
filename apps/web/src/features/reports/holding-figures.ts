import type { GoldHolding } from '@emas/api';
import { contractById, costOfMgSen, profitLoss, type ProfitLoss } from '@emas/domain';
import { decimalToMinor } from '../../lib/decimal.ts';

/**
 * The figures of a client's HOLDINGS cards (spec 002, Holdings tab, client level), from the
 * gold balance: money in sen and grams in milligrams, all bigint, never a float.
 */

const SEN = 2;
const MG = 3;

export type PocketFigures = {
  type: 'trade' | 'gtmu';
  mg: bigint;
  /** Lots held in the pocket, as the server writes them ('11.0'). */
  units: string;
};

export type HoldingFigures = {
  contractId: number;
  contractCode: string;
  mg: bigint;
  units: string;
  /** What the held gold cost by its LIFO lots. */
  costSen: bigint;
  /** What the held gold would sell for now; null without a bid. */
  valueSen: bigint | null;
  buyProcessMg: bigint;
  sellProcessMg: bigint;
  /** Held for a delivery by post: still held and valued until it leaves the vault. */
  deliveryMg: bigint;
  soldMg: bigint;
  soldAmountSen: bigint;
  soldCostSen: bigint;
  pockets: PocketFigures[];
};

const sen = (text: string) => decimalToMinor(text, SEN) ?? 0n;
const mg = (gramText: string) => decimalToMinor(gramText, MG) ?? 0n;

/** Unrealised: what the gold held is worth now against its LIFO cost; null without a value. */
export const unrealizedPnl = (figures: {
  valueSen: bigint | null;
  costSen: bigint;
}): ProfitLoss | null =>
  figures.valueSen === null ? null : profitLoss(figures.valueSen, figures.costSen);

/** Realised: what the gold sold brought in against what it cost (sold_amount - sold_cost). */
export const realizedPnl = (figures: { soldAmountSen: bigint; soldCostSen: bigint }): ProfitLoss =>
  profitLoss(figures.soldAmountSen, figures.soldCostSen);

/** One contract's figures, valued at `bidPerGram` (rupiah a gram sells for now, if any). */
export function holdingFigures(
  holding: GoldHolding,
  bidPerGram: string | null | undefined,
): HoldingFigures {
  const heldMg = BigInt(holding.quantity_mg);
  const bid = decimalToMinor(bidPerGram, SEN);
  return {
    contractId: holding.contract_id,
    contractCode: holding.contract_code,
    mg: heldMg,
    units: holding.remaining_units,
    costSen: sen(holding.remaining_cost_idr),
    valueSen: bid === null ? null : costOfMgSen(heldMg, bid),
    buyProcessMg: mg(holding.buy_process),
    sellProcessMg: mg(holding.sell_process),
    deliveryMg: mg(holding.delivery_process),
    soldMg: mg(holding.sold_quantity),
    soldAmountSen: sen(holding.sold_amount_idr),
    soldCostSen: sen(holding.sold_cost_idr),
    pockets: holding.pockets.map((pocket) => ({
      type: pocket.type,
      mg: mg(pocket.remaining_quantity),
      units: pocket.remaining_units,
    })),
  };
}

/** The card's title: the contract's ticket name, or its code. */
export const cardTitle = (card: Pick<HoldingFigures, 'contractId' | 'contractCode'>): string =>
  contractById(card.contractId)?.tradeTicketName ?? card.contractCode;

/** A contract gets a card while gold is held, bought or sold in process, or was ever sold. */
export const hasCard = (figures: HoldingFigures): boolean =>
  figures.mg !== 0n ||
  figures.buyProcessMg !== 0n ||
  figures.sellProcessMg !== 0n ||
  figures.soldMg !== 0n;

export type HoldingTotals = {
  /** The value of the contracts with a bid; null when none has one. */
  valueSen: bigint | null;
  unrealized: ProfitLoss | null;
  mg: bigint;
  realized: ProfitLoss;
  soldMg: bigint;
  /** Cards with gold held but no price (a pre-order contract): left out of every total. */
  unpriced: readonly HoldingFigures[];
};

const sum = (cards: readonly HoldingFigures[], pick: (card: HoldingFigures) => bigint) =>
  cards.reduce((total, card) => total + pick(card), 0n);

/**
 * The totals of the cards. The unrealised figures compare what the market prices now with what
 * that gold cost: a contract with no bid (not trading) is left out of value, cost and grams
 * alike, so the totals are the sum of the priced cards, and is named in `unpriced`.
 */
export function holdingTotals(cards: readonly HoldingFigures[]): HoldingTotals {
  const priced = cards.filter((card) => card.valueSen !== null);
  const valueSen = priced.length === 0 ? null : sum(priced, (card) => card.valueSen ?? 0n);
  return {
    valueSen,
    unrealized: unrealizedPnl({ valueSen, costSen: sum(priced, (card) => card.costSen) }),
    mg: sum(priced, (card) => card.mg),
    realized: realizedPnl({
      soldAmountSen: sum(cards, (card) => card.soldAmountSen),
      soldCostSen: sum(cards, (card) => card.soldCostSen),
    }),
    soldMg: sum(cards, (card) => card.soldMg),
    unpriced: cards.filter((card) => card.valueSen === null && card.mg !== 0n),
  };
}
