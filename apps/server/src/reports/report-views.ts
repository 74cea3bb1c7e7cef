import {
  TRADING_HUB_IATA,
  contractById,
  costOfMgSen,
  gramsText,
  lpStatusOf,
  senToUsdMinor,
  tenthsOfQuantityMg,
  toDecimalString,
  valuePerGramSen,
} from '@emas/domain';
import type { ClientRow } from './account-lists.ts';
import type { BalanceHistoryRow } from './balance-history.ts';
import type { AccountHoldings, HoldingFigures } from './holdings.ts';
import type { BidPerGram } from './transaction-view.ts';

const idr = (sen: bigint) => toDecimalString(sen, 2);
const usd = (sen: bigint, rate: bigint) => toDecimalString(senToUsdMinor(sen, rate, 2), 2);
const grams = (mg: bigint) => gramsText(mg, 2);

export const clientView = (row: ClientRow) => ({
  fullname: row.fullname,
  trade_account: { hin: row.hin ?? '-', account_id: row.id },
  bank_account:
    row.bank_name === null || row.account_number === null
      ? []
      : [{ name: row.bank_name, account_no: row.account_number }],
  balance: idr(row.balance_sen ?? 0n),
});

export const balanceHistoryView =
  (account: { id: string; hin: string | null; fullname: string }, rate: bigint) =>
  (row: BalanceHistoryRow) => ({
    id: row.id,
    attributes: {
      createdAt: new Date(Number(row.created_at_ms)).toISOString(),
      transactionTypeId: row.kind,
      accountId: account.id,
      amount: idr(row.amount),
      amountUsd: usd(row.amount, rate),
      total: idr(row.totalAfter),
      rate: rate.toString(),
      hin: account.hin ?? '-',
      fullname: account.fullname,
    },
  });

const holdingView = (figures: HoldingFigures, rate: bigint, bidPerGram: BidPerGram) => {
  const contract = contractById(figures.contractId);
  const mg = figures.remainingMg;
  const totalCost = figures.metalCostSen + figures.feeTaxSen;
  const bid = bidPerGram(figures.contractId);
  const metalValue = bid === null ? totalCost : costOfMgSen(mg, bid);
  const perGram = (sen: bigint) => valuePerGramSen(sen, mg);
  return {
    contract_id: figures.contractId,
    contractId: figures.contractId,
    hub: TRADING_HUB_IATA,
    quantity: toDecimalString(tenthsOfQuantityMg({ weightMg: contract?.weightMg ?? 1000n }, mg), 1),
    total_gram: grams(mg),
    avg_metal_cost: usd(perGram(figures.metalCostSen), rate),
    avg_metal_cost_idr: idr(perGram(figures.metalCostSen)),
    fee_tax: usd(figures.feeTaxSen, rate),
    fee_tax_idr: idr(figures.feeTaxSen),
    avg_total_cost: usd(perGram(totalCost), rate),
    avg_total_cost_idr: idr(perGram(totalCost)),
    averageTotalCostIncFeeAndTaxUsd: usd(perGram(totalCost), rate),
    averageTotalCostIncFeeAndTaxIdr: idr(perGram(totalCost)),
    metal_value_idr: idr(metalValue),
    estimated_pnl_idr: idr(metalValue - totalCost),
  };
};

export const holdingsView = (
  page: { accounts: AccountHoldings[]; count: number; totalMg: bigint },
  rate: bigint,
  bidPerGram: BidPerGram,
  forLp: boolean,
) => ({
  body: page.accounts.map((account) => ({
    account_id: account.accountId,
    hin: account.hin ?? '-',
    account: account.level === 'lp' ? 'Liquidity Provider' : account.fullname,
    holdings: account.holdings.map((figures) => holdingView(figures, rate, bidPerGram)),
  })),
  count: page.count,
  lpStatus: forLp ? lpStatusOf(page.totalMg) : null,
  totalGram: grams(page.totalMg),
});
