import type { Balance } from '@emas/api';
import {
  DEFAULT_STREAM_RATE_IDR_PER_USD,
  IDR_ASSET,
  availableTradeBalanceSen,
  creditFigures,
  holdingView,
  toDecimalString,
} from '@emas/domain';
import { type LedgerBalance, pickBalance } from '../ledger/index.ts';

const MONEY_DECIMALS = 2;

/**
 * Sen to US cents at a rate of whole rupiah per dollar: cents = sen × 100 / (rate × 100) =
 * sen / rate. Truncated toward zero, so a balance never shows more dollars than its rupiah buy.
 */
export const senToUsdCents = (sen: bigint, rateIdrPerUsd: bigint): bigint => sen / rateIdrPerUsd;

/**
 * The balance call's figures from an owner's ledger balances and credit limit: the total RDK
 * cash is free cash plus cash reserved for open orders (below zero while a fill bought on
 * credit is owed); available to trade is the free cash plus the credit limit. USD figures use
 * the default stream rate (spec 000 section 9), each converted from its own rupiah figure.
 */
export const balanceBody = (
  balances: readonly LedgerBalance[],
  creditLimitSen: bigint,
  rateIdrPerUsd: bigint = DEFAULT_STREAM_RATE_IDR_PER_USD,
): Balance => {
  const cash = holdingView(
    pickBalance(balances, 'cash', IDR_ASSET),
    pickBalance(balances, 'reserved_cash', IDR_ASSET),
  );
  const idr = (sen: bigint) => toDecimalString(sen, MONEY_DECIMALS);
  const usd = (sen: bigint) => toDecimalString(senToUsdCents(sen, rateIdrPerUsd), MONEY_DECIMALS);
  const available = availableTradeBalanceSen(cash.total, cash.reserved, creditLimitSen);
  const credit = creditFigures(cash.total, cash.reserved, creditLimitSen);
  return {
    rdk_balance: idr(cash.total),
    usd_balance: usd(cash.total),
    available_trade_bal: idr(available),
    available_trade_bal_usd: usd(available),
    reserved_bal_idr: idr(cash.reserved),
    reserved_bal_usd: usd(cash.reserved),
    account_bal: idr(cash.total),
    creditLimit: idr(credit.creditLimitSen),
    availableCredit: idr(credit.availableCreditSen),
    settlementOwning: idr(credit.settlementOwingSen),
  };
};
