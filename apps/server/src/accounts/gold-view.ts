import type { GoldHolding, Holding } from '@emas/api';
import {
  type ContractConfig,
  type InventoryLot,
  QUANTITY_DECIMAL_STEPS_PER_LOT,
  TRADING_USD_DECIMALS,
  averageCostPerGramSen,
  costOfMgSen,
  contracts,
  goldAsset,
  holdingView,
  senToUsdMinor,
  toDecimalString,
} from '@emas/domain';
import { type LedgerBalance, pickBalance } from '../ledger/index.ts';
import type { SoldFigures } from './account-repository.ts';

const GRAM_DECIMALS = 3;
const IDR_DECIMALS = 2;
const LOT_DECIMALS = 1;

const goldOf = (balances: readonly LedgerBalance[], contract: ContractConfig) => {
  const asset = goldAsset(contract.contractId);
  return holdingView(
    pickBalance(balances, 'gold', asset),
    pickBalance(balances, 'reserved_gold', asset),
  );
};

/** Gold held for a delivery by post: still the owner's until it leaves the vault. */
const deliveryHeldOf = (balances: readonly LedgerBalance[], contract: ContractConfig): bigint =>
  pickBalance(balances, 'withdrawal_hold', goldAsset(contract.contractId));

/** What the gold balance adds to the ledger's figures: lots, open buys, sales, the rate. */
export type GoldFacts = {
  readonly lotsByContract: ReadonlyMap<number, readonly InventoryLot[]>;
  readonly openBuyMg: ReadonlyMap<number, bigint>;
  readonly sold: ReadonlyMap<number, SoldFigures>;
  readonly rateIdrPerUsd: bigint;
};

const NOTHING_SOLD: SoldFigures = { mg: 0n, proceedsSen: 0n, costSen: 0n };

/** The spec's figures of one contract's gold (grams to 3 decimals, money to 2). */
const goldFigures = (
  contract: ContractConfig,
  heldMg: bigint,
  reservedMg: bigint,
  deliveryMg: bigint,
  facts: GoldFacts,
) => {
  const lots = facts.lotsByContract.get(contract.contractId) ?? [];
  const costSen = lots.reduce(
    (sum, lot) => sum + costOfMgSen(lot.remainingMg, lot.costPerGramSen),
    0n,
  );
  const sold = facts.sold.get(contract.contractId) ?? NOTHING_SOLD;
  const grams = (mg: bigint) => toDecimalString(mg, GRAM_DECIMALS);
  const idr = (sen: bigint) => toDecimalString(sen, IDR_DECIMALS);
  const usd = (sen: bigint) =>
    toDecimalString(senToUsdMinor(sen, facts.rateIdrPerUsd, IDR_DECIMALS), IDR_DECIMALS);
  return {
    quantity: grams(heldMg),
    remaining_quantity: grams(heldMg),
    remaining_units: lotsText(heldMg, contract),
    remaining_cost_idr: idr(costSen),
    remaining_cost_usd: usd(costSen),
    buy_process: grams(facts.openBuyMg.get(contract.contractId) ?? 0n),
    sell_process: grams(reservedMg),
    delivery_process: grams(deliveryMg),
    sold_quantity: grams(sold.mg),
    sold_amount_idr: idr(sold.proceedsSen),
    sold_amount_usd: usd(sold.proceedsSen),
    sold_cost_idr: idr(sold.costSen),
    sold_cost_usd: usd(sold.costSen),
  };
};

/**
 * Gold balance per contract, every contract listed: total, free and held for open sells, and
 * the spec's figures. Every lot here was traded, so each contract has one pocket, Main.
 */
export const goldBalanceBody = (
  balances: readonly LedgerBalance[],
  facts: GoldFacts,
): GoldHolding[] =>
  contracts.map((contract) => {
    const gold = goldOf(balances, contract);
    // Gold held for delivery stays in what is held (its lots still carry its cost), shown on
    // its own line, until the shipment leaves the vault.
    const deliveryMg = deliveryHeldOf(balances, contract);
    const heldMg = gold.total + deliveryMg;
    const figures = goldFigures(contract, heldMg, gold.reserved, deliveryMg, facts);
    return {
      contract_id: contract.contractId,
      contract_code: contract.codeName,
      quantity_mg: heldMg.toString(),
      quantity_gram: toDecimalString(heldMg, GRAM_DECIMALS),
      available_mg: gold.available.toString(),
      reserved_mg: gold.reserved.toString(),
      ...figures,
      pockets: [{ contract_id: contract.contractId, type: 'trade' as const, ...figures }],
    };
  });

/** Lots of a contract, floored to a tenth of a lot. */
const lotsText = (mg: bigint, contract: ContractConfig): string =>
  toDecimalString((mg * QUANTITY_DECIMAL_STEPS_PER_LOT) / contract.weightMg, LOT_DECIMALS);

/**
 * The holding view: only contracts the owner holds gold of, with the quantity in lots and the
 * average cost per gram of its lots (USD at `rateIdrPerUsd`).
 */
export const holdingBody = (
  balances: readonly LedgerBalance[],
  lotsByContract: ReadonlyMap<number, readonly InventoryLot[]>,
  rateIdrPerUsd: bigint,
): Holding[] =>
  contracts.flatMap((contract) => {
    const { total } = goldOf(balances, contract);
    if (total === 0n) return [];
    const costSen = averageCostPerGramSen(lotsByContract.get(contract.contractId) ?? []);
    const idr = toDecimalString(costSen, IDR_DECIMALS);
    const usd = toDecimalString(
      senToUsdMinor(costSen, rateIdrPerUsd, TRADING_USD_DECIMALS),
      TRADING_USD_DECIMALS,
    );
    return [
      {
        contract_id: contract.contractId,
        contractId: contract.contractId,
        contract_code: contract.codeName,
        quantity: lotsText(total, contract),
        quantity_mg: total.toString(),
        quantity_gram: toDecimalString(total, GRAM_DECIMALS),
        avg_total_cost: usd,
        avg_total_cost_idr: idr,
        averageTotalCostIncFeeAndTaxUsd: usd,
        averageTotalCostIncFeeAndTaxIdr: idr,
      },
    ];
  });
