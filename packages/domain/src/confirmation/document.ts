import { contractById, productById, type OrderDirection } from '../contracts.ts';
import { jakartaDate } from '../date-range.ts';
import { senToUsdMinor } from '../trading/currency.ts';

/**
 * The trade confirmation of spec 002 section 2 ("Trade-confirmation document"), built from one
 * trade as the exchange committed it. Every figure is the trade's own (its value, and the fee
 * and tax the side named by `direction` paid): nothing is recomputed. Money is bigint minor
 * units: rupiah in sen (scale 2), dollars in thousandths (scale 3, the spec's fee and tax
 * decimals in USD), converted once per figure with the trade's own rate.
 */

/** USD figures of the confirmation carry 3 decimals (spec 002 section 9: fee and tax in USD). */
export const CONFIRMATION_USD_SCALE = 3;
export const CONFIRMATION_IDR_SCALE = 2;
/** Where the gold is vaulted and the trade settles (spec 002 section 2). */
export const CONFIRMATION_LOCATION = 'Jakarta';
/** What a confirmation sent by post costs (spec 002 section 9), in US cents. */
export const POSTAL_CONFIRMATION_USD_CENTS = 200n;

/** One side of the trade as the database holds it. */
export type ConfirmationPartyFacts = {
  readonly name: string;
  /** The party's RPED bank, or null when it has none on file. */
  readonly bankName: string | null;
  readonly hin: string | null;
  readonly orderId: string;
  /** The broker (app name) the party trades through. */
  readonly brokerId: string;
};

/** A committed trade, with both parties, as the confirmation needs it. */
export type ConfirmationFacts = {
  readonly tradeId: string;
  /** The trade's place in the exchange's sequence: unique, so it names the document. */
  readonly tradeSequence: bigint;
  readonly direction: OrderDirection;
  readonly tradedAtMs: number;
  readonly contractId: number;
  readonly quantityMg: bigint;
  readonly valueSen: bigint;
  /** Whole rupiah per US dollar, the rate stored with the trade. */
  readonly rateIdrPerUsd: bigint;
  readonly buyer: ConfirmationPartyFacts;
  readonly seller: ConfirmationPartyFacts;
  readonly buyerFeeSen: bigint;
  readonly buyerTaxSen: bigint;
  readonly sellerFeeSen: bigint;
  readonly sellerTaxSen: bigint;
  /** The storage fee the sale paid (spec 001 section 9), taken from the seller's proceeds. */
  readonly sellerStorageFeeSen: bigint;
};

export type ConfirmationParty = ConfirmationPartyFacts & {
  /** The member firm's registration id of the party's broker ('-' when unknown). */
  readonly companyRegistrationId: string;
};

/** The money of one version of the document, in one currency's minor units. */
export type ConfirmationAmounts = {
  readonly currency: 'idr' | 'usd';
  readonly scale: number;
  readonly amount: bigint;
  readonly fee: bigint;
  readonly tax: bigint;
  /** The seller's storage fee; 0 on the buyer's document. */
  readonly storageFee: bigint;
  /**
   * What the holder pays (buy: amount + fee + tax) or receives (sell: amount − fee − tax −
   * storage fee).
   */
  readonly total: bigint;
};

export type ConfirmationContractLine = {
  readonly contractId: number;
  readonly codeName: string;
  readonly name: string;
  /** The product the contract belongs to (Emas Digital, KAU). */
  readonly typeName: string;
  readonly quantityMg: bigint;
  /** Lots in tenths (0.1 lot is the smallest step of every contract). */
  readonly quantityLotTenths: bigint;
};

export type ConfirmationDocument = {
  readonly documentId: string;
  readonly direction: OrderDirection;
  /** The holder's order the trade filled. */
  readonly orderReferenceId: string;
  /** The trade (order match) id. */
  readonly transactionId: string;
  /** The HIN of the holder, the side the document is for. */
  readonly holderId: string;
  readonly tradedAtMs: number;
  /** Jakarta calendar dates, 'YYYY-MM-DD'. */
  readonly tradeDate: string;
  readonly valueDate: string;
  readonly deliveryDate: string;
  readonly location: string;
  readonly buyer: ConfirmationParty;
  readonly seller: ConfirmationParty;
  readonly contract: ConfirmationContractLine;
  readonly rateIdrPerUsd: bigint;
  readonly idr: ConfirmationAmounts;
  readonly usd: ConfirmationAmounts;
  /** The broker whose logo heads the document: the holder's. */
  readonly brokerId: string;
};

/**
 * Registration ids of the member firms behind the brokers. All four brokers trade through the
 * same member (the "ABI KB" of their labels); the back office does not keep the number yet, so
 * it lives here with the other broker facts.
 */
const COMPANY_REGISTRATION_IDS: Readonly<Record<string, string>> = {
  metalgo: 'AHU-0012345.AH.01.01.2019',
  pospaygold: 'AHU-0012345.AH.01.01.2019',
  nunomics: 'AHU-0012345.AH.01.01.2019',
  bmtdigi: 'AHU-0012345.AH.01.01.2019',
};

export const companyRegistrationIdOf = (brokerId: string): string =>
  COMPANY_REGISTRATION_IDS[brokerId] ?? '-';

/** 'TC-20261124-00000042-B': the day, the trade's sequence and the side; unique per side. */
export const confirmationDocumentId = (
  tradeDate: string,
  tradeSequence: bigint,
  direction: OrderDirection,
): string =>
  `TC-${tradeDate.replaceAll('-', '')}-${tradeSequence.toString().padStart(8, '0')}-${
    direction === 'buy' ? 'B' : 'S'
  }`;

const party = (facts: ConfirmationPartyFacts): ConfirmationParty => ({
  ...facts,
  companyRegistrationId: companyRegistrationIdOf(facts.brokerId),
});

const totalOf = (
  direction: OrderDirection,
  {
    amount,
    fee,
    tax,
    storageFee,
  }: Pick<ConfirmationAmounts, 'amount' | 'fee' | 'tax' | 'storageFee'>,
): bigint => (direction === 'buy' ? amount + fee + tax : amount - fee - tax - storageFee);

/** The rupiah figures in dollars at the trade's rate; the total is the converted parts' sum. */
const usdAmounts = (idr: ConfirmationAmounts, direction: OrderDirection, rate: bigint) => {
  const convert = (sen: bigint) => senToUsdMinor(sen, rate, CONFIRMATION_USD_SCALE);
  const parts = {
    amount: convert(idr.amount),
    fee: convert(idr.fee),
    tax: convert(idr.tax),
    storageFee: convert(idr.storageFee),
  };
  return {
    currency: 'usd' as const,
    scale: CONFIRMATION_USD_SCALE,
    ...parts,
    total: totalOf(direction, parts),
  };
};

/**
 * The document of one side of a trade. Throws on facts no committed trade can have (an unknown
 * contract, a quantity off the 0.1-lot grid, a rate of zero): those are broken invariants.
 */
export function confirmationDocument(facts: ConfirmationFacts): ConfirmationDocument {
  const config = contractById(facts.contractId);
  if (config === undefined) throw new Error(`trade ${facts.tradeId}: unknown contract`);
  const tenths = facts.quantityMg * 10n;
  if (facts.quantityMg <= 0n || tenths % config.weightMg !== 0n) {
    throw new Error(`trade ${facts.tradeId}: quantity is not a whole number of 0.1 lots`);
  }
  const holder = facts.direction === 'buy' ? facts.buyer : facts.seller;
  const fee = facts.direction === 'buy' ? facts.buyerFeeSen : facts.sellerFeeSen;
  const tax = facts.direction === 'buy' ? facts.buyerTaxSen : facts.sellerTaxSen;
  const parts = {
    amount: facts.valueSen,
    fee,
    tax,
    storageFee: facts.direction === 'buy' ? 0n : facts.sellerStorageFeeSen,
  };
  const idr: ConfirmationAmounts = {
    currency: 'idr',
    scale: CONFIRMATION_IDR_SCALE,
    ...parts,
    total: totalOf(facts.direction, parts),
  };
  const tradeDate = jakartaDate(facts.tradedAtMs);
  return {
    documentId: confirmationDocumentId(tradeDate, facts.tradeSequence, facts.direction),
    direction: facts.direction,
    orderReferenceId: holder.orderId,
    transactionId: facts.tradeId,
    holderId: holder.hin ?? '-',
    tradedAtMs: facts.tradedAtMs,
    tradeDate,
    // Immediate settlement by payment, and the gold is deposited in the vault at the trade.
    valueDate: tradeDate,
    deliveryDate: tradeDate,
    location: CONFIRMATION_LOCATION,
    buyer: party(facts.buyer),
    seller: party(facts.seller),
    contract: {
      contractId: config.contractId,
      codeName: config.codeName,
      name: config.name,
      typeName: productById(config.productId)?.name ?? '-',
      quantityMg: facts.quantityMg,
      quantityLotTenths: tenths / config.weightMg,
    },
    rateIdrPerUsd: facts.rateIdrPerUsd,
    idr,
    usd: usdAmounts(idr, facts.direction, facts.rateIdrPerUsd),
    brokerId: holder.brokerId,
  };
}
