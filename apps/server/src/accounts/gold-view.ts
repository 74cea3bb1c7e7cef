import type { GoldHolding, Holding } from '@emas/api';
import {
  type ContractConfig,
  type InventoryLot,
  QUANTITY_DECIMAL_STEPS_PER_LOT,
  TRADING_USD_DECIMALS,
  averageCostPerGramSen,
  contracts,
  goldAsset,
  holdingView,
  senToUsdMinor,
  toDecimalString,
} from '@emas/domain';
import { type LedgerBalance, pickBalance } from '../ledger/index.ts';

const GRAM_DECIMALS = 3;
const LOT_DECIMALS = 1;

const goldOf = (balances: readonly LedgerBalance[], contract: ContractConfig) => {
  const asset = goldAsset(contract.contractId);
  return holdingView(
    pickBalance(balances, 'gold', asset),
    pickBalance(balances, 'reserved_gold', asset),
  );
};

/** Gold balance per contract, every contract listed: total, free and held for open sells. */
export const goldBalanceBody = (balances: readonly LedgerBalance[]): GoldHolding[] =>
  contracts.map((contract) => {
    const gold = goldOf(balances, contract);
    return {
      contract_id: contract.contractId,
      contract_code: contract.codeName,
      quantity_mg: gold.total.toString(),
      quantity_gram: toDecimalString(gold.total, GRAM_DECIMALS),
      available_mg: gold.available.toString(),
      reserved_mg: gold.reserved.toString(),
    };
  });

/** Lots of a contract, floored to a tenth of a lot. */
const lotsText = (mg: bigint, contract: ContractConfig): string =>
  toDecimalString((mg * QUANTITY_DECIMAL_STEPS_PER_LOT) / contract.weightMg, LOT_DECIMALS);

const IDR_DECIMALS = 2;

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
