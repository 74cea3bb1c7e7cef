import type { Portfolio, PortfolioChange, PortfolioFill, PortfolioPoint } from '@emas/api';
import {
  type ContractPosition,
  type PortfolioTotals,
  type ProfitLoss,
  type ValuePoint,
  contractById,
  dayNumberIso,
  pricePerGramSen,
  toDecimalString,
} from '@emas/domain';
import type { FillRow } from './portfolio-repository.ts';

/** How the portfolio leaves the server: rupiah with 2 decimals, grams with 3, percent with 2. */
const IDR_DECIMALS = 2;
const GRAM_DECIMALS = 3;
const PERCENT_DECIMALS = 2;

const idr = (sen: bigint): string => toDecimalString(sen, IDR_DECIMALS);
const idrOrNull = (sen: bigint | null): string | null => (sen === null ? null : idr(sen));
const grams = (mg: bigint): string => toDecimalString(mg, GRAM_DECIMALS);
const codeOf = (contractId: number): string => contractById(contractId)?.codeName ?? '';

export const changeBody = (change: ProfitLoss | null): PortfolioChange | null =>
  change === null
    ? null
    : {
        amount: idr(change.minor),
        percent:
          change.basisPoints === null
            ? null
            : toDecimalString(change.basisPoints, PERCENT_DECIMALS),
      };

export const contractBody = (
  position: ContractPosition,
  previousClosePerGramSen: bigint | null,
): Portfolio['contracts'][number] => ({
  contract_id: position.contractId,
  contract_code: codeOf(position.contractId),
  quantity_gram: grams(position.heldMg),
  average_buy_price: idr(position.averageCostPerGramSen),
  price_now: idrOrNull(position.priceNowPerGramSen),
  previous_close: idrOrNull(previousClosePerGramSen),
  value: idrOrNull(position.valueSen),
  cost: idr(position.costSen),
  unrealized_pnl: changeBody(position.unrealised),
});

export const fillBody = (fill: FillRow): PortfolioFill => {
  const contract = contractById(fill.contractId);
  return {
    trade_id: fill.tradeId,
    order_id: fill.orderId,
    contract_id: fill.contractId,
    contract_code: contract?.codeName ?? '',
    direction: fill.direction,
    quantity_gram: grams(fill.quantityMg),
    price_per_gram: idr(contract === undefined ? 0n : pricePerGramSen(contract, fill.priceSen)),
    value: idr(fill.valueSen),
    filled_at: new Date(fill.atMs).toISOString(),
  };
};

export const totalsBody = (
  totals: PortfolioTotals,
  cash: { freeSen: bigint; heldSen: bigint },
) => ({
  gold_value: idr(totals.goldValueSen),
  cash: { free: idr(cash.freeSen), held: idr(cash.heldSen), total: idr(totals.cashSen) },
  total: idr(totals.totalSen),
  unpriced_contract_ids: [...totals.unpricedContractIds],
});

export const pointBody = (point: ValuePoint): PortfolioPoint => ({
  date: dayNumberIso(point.day),
  cash: idr(point.cashSen),
  gold: idr(point.goldSen),
  value: idr(point.valueSen),
});
