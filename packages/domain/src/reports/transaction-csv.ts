import type { DisplayCurrency } from '../format.ts';

/**
 * The transactions export (spec 002 section 7): one header and one row per transaction, in the
 * chosen currency. Figures are plain decimals (a point, no grouping) so any spreadsheet reads
 * them in any language; the file is named Transactions.
 */
export const TRANSACTIONS_CSV_FILE_NAME = 'Transactions.csv';
export const TRANSACTIONS_CSV_HEADER = [
  'Direction',
  'Date',
  'Hin',
  'Ref',
  'Product',
  'Hub',
  'Order Type',
  'Quantity',
  'Total Gram',
  'Price per Gram',
  'Metal Value of Trade',
  'Fee',
  'Tax',
  'Settlement Amount',
  'Status',
] as const;

/** A transaction's money in one currency, as plain decimal strings. */
export type TransactionMoney = {
  readonly pricePerGram: string;
  readonly metalValueOfTrade: string;
  readonly fee: string;
  readonly tax: string;
  readonly settlementAmount: string;
};

export type TransactionCsvSource = {
  readonly direction: 'buy' | 'sell';
  /** ISO 8601 instant. */
  readonly createdAt: string;
  readonly hin: string;
  readonly orderMatchId: string;
  readonly product: string;
  readonly hub: string;
  readonly orderType: 'market' | 'limit';
  readonly quantity: string;
  readonly totalGram: string;
  readonly status: string;
  readonly idr: TransactionMoney;
  readonly usd: TransactionMoney;
};

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export function transactionCsvRow(row: TransactionCsvSource, currency: DisplayCurrency): string[] {
  const money = currency === 'usd' ? row.usd : row.idr;
  return [
    capitalised(row.direction),
    row.createdAt,
    row.hin,
    row.orderMatchId,
    row.product,
    row.hub,
    capitalised(row.orderType),
    row.quantity,
    row.totalGram,
    money.pricePerGram,
    money.metalValueOfTrade,
    money.fee,
    money.tax,
    money.settlementAmount,
    row.status,
  ];
}
