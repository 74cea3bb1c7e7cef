import { contractById } from '../contracts.ts';
import type { DateRange } from '../date-range.ts';
import { type Locale, formatDecimal, formatIdr } from '../format.ts';
import { IDR_ASSET, contractIdOfAsset } from '../ledger.ts';
import { jakartaParts } from '../market-hours.ts';
import type {
  AccountStatement,
  AccountStatementLine,
  AccountStatementLineKind,
} from './account-statement.ts';

/**
 * An account statement as the reader sees it, in one language (the caller's): every label
 * and figure already written out, rupiah and grams with the language's separators, so the
 * PDF only places text. Gold is shown in grams with 3 decimals (the ledger's milligrams).
 */

/** Who and what the statement is for. */
export type AccountStatementFacts = {
  readonly holderName: string;
  readonly hin: string | null;
  /** The holder's address as its profile holds it; null when it holds none. */
  readonly address: string | null;
  readonly range: DateRange;
  readonly printedAtMs: number;
  readonly locale: Locale;
};

export type AccountStatementField = { readonly label: string; readonly value: string };

export type AccountStatementMovementRow = {
  readonly date: string;
  readonly description: string;
  readonly reference: string;
  readonly cash: string;
  readonly gold: string;
  /** The cash balance after the line. */
  readonly cashBalance: string;
};

export type AccountStatementDocument = {
  readonly title: string;
  readonly account: readonly AccountStatementField[];
  readonly summaryHeading: string;
  readonly summaryHeaders: readonly string[];
  readonly summaryRows: readonly (readonly string[])[];
  /** Says the balances reconcile: opening + movements = closing. */
  readonly summaryNote: string;
  readonly subtotalsHeading: string;
  readonly subtotals: readonly AccountStatementField[];
  readonly movementsHeading: string;
  readonly movementHeaders: readonly string[];
  readonly movements: readonly AccountStatementMovementRow[];
  readonly noMovements: string;
  readonly footer: string;
  /** 'Halaman 3' / 'Page 3'. */
  readonly pageLabel: (page: number) => string;
};

const MONTHS: Record<Locale, readonly string[]> = {
  id: 'Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember'.split(
    ' ',
  ),
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
};

const KIND_TEXTS: Record<AccountStatementLineKind, Record<Locale, string>> = {
  buy: { id: 'Beli', en: 'Buy' },
  sell: { id: 'Jual', en: 'Sell' },
  fee: { id: 'Biaya transaksi', en: 'Fee' },
  tax: { id: 'Pajak', en: 'Tax' },
  storage_fee: { id: 'Biaya penyimpanan', en: 'Storage fee' },
  cashback: { id: 'Cashback', en: 'Cashback' },
  deposit: { id: 'Setoran', en: 'Deposit' },
  withdrawal: { id: 'Penarikan dana', en: 'Withdrawal' },
  bullion: { id: 'Pengiriman emas batangan', en: 'Bullion delivery' },
  bullion_charges: { id: 'Biaya pengiriman emas batangan', en: 'Bullion delivery charges' },
  adjustment: { id: 'Penyesuaian', en: 'Adjustment' },
  funding: { id: 'Dana awal', en: 'Opening funds' },
  other: { id: 'Lainnya', en: 'Other' },
};

const TEXTS = {
  id: {
    title: 'Laporan Rekening',
    name: 'Nama',
    hin: 'HIN',
    address: 'Alamat',
    period: 'Periode',
    printed: 'Dicetak',
    until: 's.d.',
    summary: 'Ringkasan saldo',
    summaryHeaders: ['Aset', 'Saldo awal', 'Masuk', 'Keluar', 'Saldo akhir'],
    summaryNote: 'Saldo awal + seluruh mutasi = saldo akhir, dihitung dari jurnal buku besar.',
    subtotals: 'Subtotal biaya',
    fees: 'Biaya transaksi',
    tax: 'Pajak',
    storage: 'Biaya penyimpanan',
    cashback: 'Cashback',
    movements: 'Mutasi',
    movementHeaders: ['Tanggal', 'Keterangan', 'Kas', 'Emas', 'Saldo kas'],
    noMovements: 'Tidak ada mutasi dalam periode ini.',
    cash: 'Kas (Rupiah)',
    reference: 'Ref.',
    footer:
      'Laporan ini dibuat secara elektronik dan sah tanpa tanda tangan. Kas termasuk dana yang dicadangkan untuk order dan penarikan.',
    page: 'Halaman',
  },
  en: {
    title: 'Account Statement',
    name: 'Name',
    hin: 'HIN',
    address: 'Address',
    period: 'Period',
    printed: 'Printed',
    until: 'to',
    summary: 'Balance summary',
    summaryHeaders: ['Asset', 'Opening', 'In', 'Out', 'Closing'],
    summaryNote: 'Opening + every movement = closing, computed from the ledger’s postings.',
    subtotals: 'Charges subtotals',
    fees: 'Fees',
    tax: 'Tax',
    storage: 'Storage fees',
    cashback: 'Cashback',
    movements: 'Movements',
    movementHeaders: ['Date', 'Description', 'Cash', 'Gold', 'Cash balance'],
    noMovements: 'No movements in this period.',
    cash: 'Cash (rupiah)',
    reference: 'Ref.',
    footer:
      'This statement is produced electronically and is valid without a signature. Cash includes money held for orders and withdrawals.',
    page: 'Page',
  },
} as const;

const two = (value: number): string => String(value).padStart(2, '0');

/** 24/11/2026 10:05, Jakarta time. */
const dateTimeText = (epochMs: number): string => {
  const { year, month, day, hour, minute } = jakartaParts(epochMs);
  return `${two(day)}/${two(month)}/${year} ${two(hour)}:${two(minute)}`;
};

/** 1 November 2026. */
const dayText = (isoDate: string, locale: Locale): string =>
  `${Number(isoDate.slice(8, 10))} ${MONTHS[locale][Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;

/** Rp 1.205.231,20, with a plus sign on money in when `signed`. */
const rupiahText = (sen: bigint, locale: Locale, signed = false): string =>
  signed && sen > 0n ? `+${formatIdr(sen, locale)}` : formatIdr(sen, locale);

/** 1,000 g in grams with the milligrams. */
const gramsText = (mg: bigint, locale: Locale, signed = false): string =>
  `${signed && mg > 0n ? '+' : ''}${formatDecimal(mg, 3, locale)} g`;

const contractText = (contractId: number): string =>
  contractById(contractId)?.tradeTicketName ?? `#${contractId}`;

const assetText = (asset: string, locale: Locale): string => {
  const contractId = contractIdOfAsset(asset);
  return contractId === null ? TEXTS[locale].cash : contractText(contractId);
};

const amountText = (asset: string, amount: bigint, locale: Locale): string =>
  asset === IDR_ASSET ? rupiahText(amount, locale) : gramsText(amount, locale);

const descriptionOf = (line: AccountStatementLine, locale: Locale): string => {
  const kind = KIND_TEXTS[line.kind][locale];
  return line.gold === null ? kind : `${kind} ${contractText(line.gold.contractId)}`;
};

const movementRows = (
  statement: AccountStatement,
  locale: Locale,
): AccountStatementMovementRow[] => {
  let cash = statement.balances.find((balance) => balance.asset === IDR_ASSET)?.opening ?? 0n;
  return statement.lines.map((line) => {
    cash += line.cashSen;
    return {
      date: dateTimeText(line.atMs),
      description: descriptionOf(line, locale),
      reference: `${TEXTS[locale].reference} ${line.reference}`,
      cash: line.cashSen === 0n ? '' : rupiahText(line.cashSen, locale, true),
      gold: line.gold === null ? '' : gramsText(line.gold.mg, locale, true),
      cashBalance: rupiahText(cash, locale),
    };
  });
};

/** The statement written out in the facts' language. */
export const accountStatementDocument = (
  statement: AccountStatement,
  facts: AccountStatementFacts,
): AccountStatementDocument => {
  const { locale } = facts;
  const text = TEXTS[locale];
  const period = `${dayText(facts.range.dateStart, locale)} ${text.until} ${dayText(facts.range.dateEnd, locale)}`;
  const { subtotals } = statement;
  return {
    title: text.title,
    account: [
      { label: text.name, value: facts.holderName },
      { label: text.hin, value: facts.hin ?? '-' },
      ...(facts.address === null ? [] : [{ label: text.address, value: facts.address }]),
      { label: text.period, value: period },
      { label: text.printed, value: dateTimeText(facts.printedAtMs) },
    ],
    summaryHeading: text.summary,
    summaryHeaders: text.summaryHeaders,
    summaryRows: statement.balances.map((balance) => [
      assetText(balance.asset, locale),
      amountText(balance.asset, balance.opening, locale),
      amountText(balance.asset, balance.moneyIn, locale),
      amountText(balance.asset, balance.moneyOut, locale),
      amountText(balance.asset, balance.closing, locale),
    ]),
    summaryNote: text.summaryNote,
    subtotalsHeading: text.subtotals,
    subtotals: [
      { label: text.fees, value: rupiahText(subtotals.feeSen, locale) },
      { label: text.tax, value: rupiahText(subtotals.taxSen, locale) },
      { label: text.storage, value: rupiahText(subtotals.storageFeeSen, locale) },
      { label: text.cashback, value: rupiahText(subtotals.cashbackSen, locale) },
    ],
    movementsHeading: text.movements,
    movementHeaders: text.movementHeaders,
    movements: movementRows(statement, locale),
    noMovements: text.noMovements,
    footer: text.footer,
    pageLabel: (page) => `${text.page} ${page}`,
  };
};
