import type { Transaction } from '@emas/api';
import {
  TRADING_HUB_IATA,
  type DisplayCurrency,
  MG_PER_GRAM,
  contractById,
  gramsText,
  senToUsdMinor,
  tenthsOfQuantityMg,
  toDecimalString,
  transactionCsvRow,
  settlementSen,
  transactionFigures,
  transactionStatusText,
  valuePerGramSen,
} from '@emas/domain';
import type { TransactionRow } from './transaction-repository.ts';

/** Every trade here is settled in the batch that made it: none is ever still in process. */
const SETTLED = 'match' as const;
const IDR_DECIMALS = 2;
const USD_DECIMALS = 2;
/** Fee and tax show three decimals in dollars (spec 002 section 9). */
const USD_CHARGE_DECIMALS = 3;
const LOT_DECIMALS = 1;
const GRAM_DECIMALS = 2;

/** What a gram of a contract would sell for now, sen; null when the market has no bid. */
export type BidPerGram = (contractId: number) => bigint | null;

const idr = (sen: bigint) => toDecimalString(sen, IDR_DECIMALS);
const usdOf =
  (rate: bigint) =>
  (sen: bigint, decimals = USD_DECIMALS) =>
    toDecimalString(senToUsdMinor(sen, rate, decimals), decimals);

const moneyOf = (
  figures: ReturnType<typeof transactionFigures>,
  row: TransactionRow,
  convert: (sen: bigint, decimals?: number) => string,
  chargeDecimals?: number,
) => ({
  pricePerGram: convert(figures.pricePerGramSen),
  metalValueOfTrade: convert(row.value_sen),
  fee: convert(row.fee_sen, chargeDecimals),
  tax: convert(row.tax_sen, chargeDecimals),
  storageFee: convert(BigInt(row.storage_fee_sen), chargeDecimals),
  settlementAmount: convert(figures.settlementSen),
  unrealizedPnl: convert(figures.unrealizedPnlSen),
  realizedPnl: convert(figures.realizedPnlSen),
});

/** A transaction as the reports' calls answer it (spec 002 section 3). */
export const transactionView = (row: TransactionRow, bidPerGram: BidPerGram): Transaction => {
  const contractId = Number(row.contract_id);
  const contract = contractById(contractId);
  const figures = transactionFigures(
    {
      direction: row.direction,
      quantityMg: row.quantity_mg,
      valueSen: row.value_sen,
      feeSen: row.fee_sen,
      taxSen: row.tax_sen,
      storageFeeSen: BigInt(row.storage_fee_sen),
      rateIdrPerUsd: row.rate_idr_per_usd,
      soldCostSen: BigInt(row.sold_cost_sen),
      lotRemainingMg: row.lot_remaining_mg ?? 0n,
      lotCostPerGramSen: row.lot_cost_per_gram_sen ?? 0n,
    },
    bidPerGram(contractId),
  );
  const usd = usdOf(row.rate_idr_per_usd);
  const inUsd = moneyOf(figures, row, usd, USD_CHARGE_DECIMALS);
  const inIdr = moneyOf(figures, row, (sen) => idr(sen));
  const weightMg = contract?.weightMg ?? MG_PER_GRAM;
  return {
    id: `${row.trade_id}-${row.direction}`,
    attributes: {
      orderId: row.order_id,
      orderMatchId: row.trade_id,
      contractId,
      accountId: row.account_id,
      hin: row.hin ?? '-',
      fullname: row.fullname,
      createdAt: new Date(Number(row.created_at_ms)).toISOString(),
      direction: row.direction,
      orderType: row.order_type,
      product: contract?.tradeTicketName ?? String(contractId),
      hub: TRADING_HUB_IATA,
      quantity: toDecimalString(tenthsOfQuantityMg({ weightMg }, row.quantity_mg), LOT_DECIMALS),
      totalGram: gramsText(row.quantity_mg, GRAM_DECIMALS),
      rate: row.rate_idr_per_usd.toString(),
      status: SETTLED,
      statusText: transactionStatusText(SETTLED),
      metalValueOfTrade: inUsd.metalValueOfTrade,
      fee: inUsd.fee,
      tax: inUsd.tax,
      storageFee: inUsd.storageFee,
      settlementAmount: inUsd.settlementAmount,
      unrealizedPnlUsd: inUsd.unrealizedPnl,
      unrealizedPnlIdr: inIdr.unrealizedPnl,
      realizedPnlUsd: inUsd.realizedPnl,
      realizedPnlIdr: inIdr.realizedPnl,
      idr: inIdr,
      usd: inUsd,
    },
  };
};

/**
 * The export's row of a transaction, in one currency: only the columns the CSV has (no profit,
 * so no market price), since a million of them are made per export.
 */
export const csvRowOf = (row: TransactionRow, currency: DisplayCurrency): string[] => {
  const contractId = Number(row.contract_id);
  const contract = contractById(contractId);
  const weightMg = contract?.weightMg ?? MG_PER_GRAM;
  const settlement = settlementSen({
    direction: row.direction,
    valueSen: row.value_sen,
    feeSen: row.fee_sen,
    taxSen: row.tax_sen,
    storageFeeSen: BigInt(row.storage_fee_sen),
  });
  const usd = usdOf(row.rate_idr_per_usd);
  const money = currency === 'usd' ? (sen: bigint, decimals?: number) => usd(sen, decimals) : idr;
  const chargeDecimals = currency === 'usd' ? USD_CHARGE_DECIMALS : IDR_DECIMALS;
  const money5 = {
    pricePerGram: money(valuePerGramSen(row.value_sen, row.quantity_mg)),
    metalValueOfTrade: money(row.value_sen),
    fee: money(row.fee_sen, chargeDecimals),
    tax: money(row.tax_sen, chargeDecimals),
    settlementAmount: money(settlement),
  };
  return transactionCsvRow(
    {
      direction: row.direction,
      createdAt: new Date(Number(row.created_at_ms)).toISOString(),
      hin: row.hin ?? '-',
      orderMatchId: row.trade_id,
      product: contract?.tradeTicketName ?? String(contractId),
      hub: TRADING_HUB_IATA,
      orderType: row.order_type,
      quantity: toDecimalString(tenthsOfQuantityMg({ weightMg }, row.quantity_mg), LOT_DECIMALS),
      totalGram: gramsText(row.quantity_mg, GRAM_DECIMALS),
      status: transactionStatusText(SETTLED),
      idr: money5,
      usd: money5,
    },
    currency,
  );
};
