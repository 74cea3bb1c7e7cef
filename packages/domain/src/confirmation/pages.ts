import { formatDecimal } from '../format.ts';
import { jakartaParts } from '../market-hours.ts';
import { divideRoundHalfUp } from '../rounding.ts';
import { FEE_BASIS_POINTS, TAX_PERCENT } from '../trading/fees.ts';
import {
  type ConfirmationAmounts,
  type ConfirmationDocument,
  type ConfirmationParty,
  POSTAL_CONFIRMATION_USD_CENTS,
} from './document.ts';

/**
 * The four pages of a trade confirmation (spec 002 section 2), laid out once so the server's
 * PDF and the web's printable page show the same thing: pages 1-2 in Rupiah, 3-4 in US
 * dollars; the first page of each version the trade (identifiers, parties, contract line), the
 * second its money, statuses, dates and terms. Every label is in Indonesian and English.
 */
export type Bilingual = { readonly id: string; readonly en: string };
export type ConfirmationField = {
  readonly label: Bilingual;
  readonly value: string | Bilingual;
  /** The figure the page is about (the total): drawn bold. */
  readonly strong?: boolean;
};

export type ConfirmationPartyBlock = {
  readonly heading: Bilingual;
  readonly fields: readonly ConfirmationField[];
};

export type ConfirmationPage = {
  /** 1 to 4. */
  readonly number: number;
  readonly currency: 'idr' | 'usd';
  readonly title: Bilingual;
  readonly version: Bilingual;
  /** Page 1 and 3: the trade's identifiers, its parties and its contract line. */
  readonly identifiers?: readonly ConfirmationField[];
  readonly parties?: readonly [ConfirmationPartyBlock, ConfirmationPartyBlock];
  readonly contractLine?: {
    readonly headers: readonly Bilingual[];
    readonly cells: readonly string[];
  };
  /** Page 2 and 4: the money, the statuses and dates, and the terms. */
  readonly money?: readonly ConfirmationField[];
  readonly statuses?: readonly ConfirmationField[];
  readonly terms?: readonly Bilingual[];
  /** 'Page n/4' and the document id. */
  readonly footer: { readonly page: string; readonly documentId: string };
};

export const CONFIRMATION_PAGE_COUNT = 4;

const FEE_PERCENT_TEXT = formatDecimal(FEE_BASIS_POINTS, 2, 'en', 0);
const POSTAL_TEXT = formatDecimal(POSTAL_CONFIRMATION_USD_CENTS, 2, 'en', 0);

export const CONFIRMATION_TEXTS = {
  title: { id: 'KONFIRMASI TRANSAKSI', en: 'TRADE CONFIRMATION' },
  buy: { id: 'BELI', en: 'BUY' },
  sell: { id: 'JUAL', en: 'SELL' },
  versionIdr: { id: 'Versi Rupiah (IDR)', en: 'Rupiah version (IDR)' },
  versionUsd: { id: 'Versi Dolar AS (USD)', en: 'US dollar version (USD)' },
  orderReferenceId: { id: 'ID Referensi Order', en: 'Order Reference ID' },
  transactionId: { id: 'ID Transaksi', en: 'Transaction ID' },
  holderId: { id: 'ID Pemegang (HIN)', en: 'Holder ID (HIN)' },
  tradeDate: { id: 'Tanggal Transaksi', en: 'Trade Date' },
  buyer: { id: 'Pembeli', en: 'Buyer' },
  seller: { id: 'Penjual', en: 'Seller' },
  name: { id: 'Nama', en: 'Name' },
  bank: { id: 'Bank', en: 'Bank' },
  hin: { id: 'HIN', en: 'HIN' },
  orderId: { id: 'ID Order', en: 'Order ID' },
  companyRegistrationId: { id: 'No. Registrasi Perusahaan', en: 'Company Registration ID' },
  contract: { id: 'Kontrak', en: 'Contract' },
  type: { id: 'Jenis', en: 'Type' },
  quantity: { id: 'Jumlah', en: 'Quantity' },
  currency: { id: 'Mata Uang', en: 'Currency' },
  amount: { id: 'Nilai', en: 'Amount' },
  fee: { id: 'Biaya Eksekusi', en: 'Execution Fee' },
  tax: { id: 'Pajak', en: 'Tax' },
  storageFee: { id: 'Biaya Penyimpanan', en: 'Storage Fee' },
  totalPayable: { id: 'Total Dibayar', en: 'Total Payable' },
  totalReceivable: { id: 'Total Diterima', en: 'Total Receivable' },
  rate: { id: 'Kurs Transaksi', en: 'Trade Rate' },
  settlementStatus: { id: 'Status Penyelesaian', en: 'Settlement Status' },
  settlementImmediate: {
    id: 'Penyelesaian segera dengan pembayaran',
    en: 'Immediate settlement by payment',
  },
  vaultStatus: { id: 'Status Vault', en: 'Vault Status' },
  vaultDeposited: { id: 'Disimpan', en: 'Deposited' },
  location: { id: 'Lokasi', en: 'Location' },
  valueDate: { id: 'Tanggal Valuta', en: 'Value Date' },
  deliveryDate: { id: 'Tanggal Penyerahan', en: 'Delivery Date' },
  terms: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
  documentId: { id: 'ID Dokumen', en: 'Document ID' },
} as const satisfies Record<string, Bilingual>;

export const CONFIRMATION_TERMS: readonly Bilingual[] = [
  {
    id: 'Konfirmasi ini diterbitkan secara elektronik oleh sistem dan sah tanpa tanda tangan.',
    en: 'This confirmation is issued electronically by the system and is valid without a signature.',
  },
  {
    id: 'Transaksi diselesaikan segera dengan pembayaran; emas disimpan di vault lembaga kliring di Jakarta atas nama pembeli.',
    en: "The trade settles immediately by payment; the gold is deposited in the clearing house's vault in Jakarta in the buyer's name.",
  },
  {
    id: `Biaya eksekusi ${FEE_PERCENT_TEXT}% dari nilai kontrak (minimal Rp500); pajak ${TAX_PERCENT}% dari biaya eksekusi.`,
    en: `The execution fee is ${FEE_PERCENT_TEXT}% of the contract value (at least Rp500); tax is ${TAX_PERCENT}% of the execution fee.`,
  },
  {
    id: `Konfirmasi yang dikirim melalui pos dikenakan biaya USD ${POSTAL_TEXT}.`,
    en: `A confirmation sent by post costs USD ${POSTAL_TEXT}.`,
  },
  {
    id: 'Keberatan atas isi konfirmasi ini disampaikan kepada broker Anda paling lambat 1 hari bursa setelah tanggal transaksi.',
    en: 'Any objection to this confirmation must reach your broker within 1 market day of the trade date.',
  },
];

const two = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' as 'DD/MM/YYYY', the day first as Indonesian documents write it. */
export const confirmationDateText = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
};

/** An instant as 'DD/MM/YYYY HH:MM:SS WIB' (Jakarta time). */
export const confirmationTimeText = (epochMs: number): string => {
  const p = jakartaParts(epochMs);
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)} WIB`;
};

/** Rupiah pages use Indonesian separators, dollar pages English ones. */
const moneyText = (amounts: ConfirmationAmounts, value: bigint, decimals: number): string => {
  const locale = amounts.currency === 'idr' ? 'id' : 'en';
  const text = formatDecimal(value, amounts.scale, locale, decimals);
  const symbol = amounts.currency === 'idr' ? 'Rp ' : '$';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
};

/** Fee and tax: 2 decimals in IDR, 3 in USD (spec 002 section 9); other amounts 2. */
const feeDecimals = (amounts: ConfirmationAmounts) => (amounts.currency === 'idr' ? 2 : 3);

const partyBlock = (heading: Bilingual, party: ConfirmationParty): ConfirmationPartyBlock => ({
  heading,
  fields: [
    { label: CONFIRMATION_TEXTS.name, value: party.name },
    { label: CONFIRMATION_TEXTS.bank, value: party.bankName ?? '-' },
    { label: CONFIRMATION_TEXTS.hin, value: party.hin ?? '-' },
    { label: CONFIRMATION_TEXTS.orderId, value: party.orderId },
    { label: CONFIRMATION_TEXTS.companyRegistrationId, value: party.companyRegistrationId },
  ],
});

const quantityText = (doc: ConfirmationDocument, locale: 'id' | 'en'): string =>
  `${formatDecimal(doc.contract.quantityLotTenths, 1, locale)} lot (${formatDecimal(
    doc.contract.quantityMg,
    3,
    locale,
  )} g)`;

const tradePage = (
  doc: ConfirmationDocument,
  amounts: ConfirmationAmounts,
): Omit<ConfirmationPage, 'title' | 'version' | 'footer' | 'number' | 'currency'> => {
  const locale = amounts.currency === 'idr' ? 'id' : 'en';
  return {
    identifiers: [
      { label: CONFIRMATION_TEXTS.orderReferenceId, value: doc.orderReferenceId },
      { label: CONFIRMATION_TEXTS.transactionId, value: doc.transactionId },
      { label: CONFIRMATION_TEXTS.holderId, value: doc.holderId },
      { label: CONFIRMATION_TEXTS.tradeDate, value: confirmationTimeText(doc.tradedAtMs) },
    ],
    parties: [
      partyBlock(CONFIRMATION_TEXTS.buyer, doc.buyer),
      partyBlock(CONFIRMATION_TEXTS.seller, doc.seller),
    ],
    contractLine: {
      headers: [
        CONFIRMATION_TEXTS.contract,
        CONFIRMATION_TEXTS.type,
        CONFIRMATION_TEXTS.quantity,
        CONFIRMATION_TEXTS.currency,
        CONFIRMATION_TEXTS.amount,
      ],
      cells: [
        `${doc.contract.codeName} - ${doc.contract.name}`,
        doc.contract.typeName,
        quantityText(doc, locale),
        amounts.currency.toUpperCase(),
        moneyText(amounts, amounts.amount, 2),
      ],
    },
  };
};

const rateText = (doc: ConfirmationDocument): string =>
  `Rp ${formatDecimal(doc.rateIdrPerUsd, 0, 'id')} / USD`;

/** A charge as a percent of the contract value, to at most 2 decimals: '1', '0,11'. */
const percentOfValueText = (charge: bigint, value: bigint, language: 'id' | 'en'): string => {
  const basisPoints = value > 0n ? divideRoundHalfUp(charge * 10_000n, value) : 0n;
  const decimals = basisPoints % 100n === 0n ? 0 : basisPoints % 10n === 0n ? 1 : 2;
  return formatDecimal(basisPoints, 2, language, decimals);
};

/**
 * The spec's label of a charge ('execution fee 1%', 'tax 0.1%'), with the percent of the
 * contract value the trade was actually charged (from the rupiah figures, so both versions
 * agree): the minimum fee or the tax on the fee print as what they came to.
 */
const chargeLabel = (label: Bilingual, doc: ConfirmationDocument, charge: bigint): Bilingual => ({
  id: `${label.id} ${percentOfValueText(charge, doc.idr.amount, 'id')}%`,
  en: `${label.en} ${percentOfValueText(charge, doc.idr.amount, 'en')}%`,
});

const moneyPage = (doc: ConfirmationDocument, amounts: ConfirmationAmounts) => {
  const total =
    doc.direction === 'buy' ? CONFIRMATION_TEXTS.totalPayable : CONFIRMATION_TEXTS.totalReceivable;
  const fees = feeDecimals(amounts);
  const money: ConfirmationField[] = [
    { label: CONFIRMATION_TEXTS.amount, value: moneyText(amounts, amounts.amount, 2) },
    {
      label: chargeLabel(CONFIRMATION_TEXTS.fee, doc, doc.idr.fee),
      value: moneyText(amounts, amounts.fee, fees),
    },
    {
      label: chargeLabel(CONFIRMATION_TEXTS.tax, doc, doc.idr.tax),
      value: moneyText(amounts, amounts.tax, fees),
    },
    // A sale pays for the days its gold was stored, out of what it receives.
    ...(doc.direction === 'sell'
      ? [
          {
            label: chargeLabel(CONFIRMATION_TEXTS.storageFee, doc, doc.idr.storageFee),
            value: moneyText(amounts, amounts.storageFee, fees),
          },
        ]
      : []),
    { label: total, value: moneyText(amounts, amounts.total, 2), strong: true },
  ];
  if (amounts.currency === 'usd')
    money.push({ label: CONFIRMATION_TEXTS.rate, value: rateText(doc) });
  return {
    money,
    statuses: [
      { label: CONFIRMATION_TEXTS.settlementStatus, value: CONFIRMATION_TEXTS.settlementImmediate },
      { label: CONFIRMATION_TEXTS.vaultStatus, value: CONFIRMATION_TEXTS.vaultDeposited },
      { label: CONFIRMATION_TEXTS.location, value: doc.location },
      { label: CONFIRMATION_TEXTS.valueDate, value: confirmationDateText(doc.valueDate) },
      { label: CONFIRMATION_TEXTS.deliveryDate, value: confirmationDateText(doc.deliveryDate) },
    ],
    terms: CONFIRMATION_TERMS,
  };
};

/** The four pages of the document, in order. */
export function confirmationPages(doc: ConfirmationDocument): readonly ConfirmationPage[] {
  const side = doc.direction === 'buy' ? CONFIRMATION_TEXTS.buy : CONFIRMATION_TEXTS.sell;
  const title = {
    id: `${CONFIRMATION_TEXTS.title.id} - ${side.id}`,
    en: `${CONFIRMATION_TEXTS.title.en} - ${side.en}`,
  };
  const versions = [
    { amounts: doc.idr, version: CONFIRMATION_TEXTS.versionIdr },
    { amounts: doc.usd, version: CONFIRMATION_TEXTS.versionUsd },
  ];
  return versions.flatMap(({ amounts, version }, index) => {
    const first = index * 2 + 1;
    const base = (number: number) => ({
      number,
      currency: amounts.currency,
      title,
      version,
      footer: { page: `Page ${number}/${CONFIRMATION_PAGE_COUNT}`, documentId: doc.documentId },
    });
    return [
      { ...base(first), ...tradePage(doc, amounts) },
      { ...base(first + 1), ...moneyPage(doc, amounts) },
    ];
  });
}

/** A field's value in one language (a plain value reads the same in both). */
export const fieldValueText = (value: string | Bilingual, language: 'id' | 'en'): string =>
  typeof value === 'string' ? value : value[language];
