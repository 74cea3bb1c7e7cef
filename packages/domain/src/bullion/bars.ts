import { MG_PER_GRAM } from '../contracts.ts';
import { toDecimalString } from '../money.ts';

/**
 * How delivered bars are split into the shipment's entries (spec 002 section 9): each bar of
 * 100 g, 1 kg or 1 g becomes 10 entries, each bar of 0.01 g becomes 100, every entry weighing
 * the bar's weight divided by the multiple. An entry of a 0.01 g bar weighs 0.1 mg, so entry
 * weights are exact decimal grams (the multiple is a power of ten), never milligram integers.
 */

const MULTIPLE_BY_CONTRACT: Readonly<Record<number, bigint>> = { 1: 10n, 2: 10n, 5: 10n, 4: 100n };

/** The entries per bar of a bullion contract. */
export const barMultipleOf = (contractId: number): bigint => {
  const multiple = MULTIPLE_BY_CONTRACT[contractId];
  if (multiple === undefined) throw new Error(`contract ${contractId} is not bullion`);
  return multiple;
};

/** Decimal places that make mg / (1000 x multiple) exact: 3 for grams, plus one per power of ten. */
const placesOf = (multiple: bigint): number => 3 + multiple.toString().length - 1;

export type BarEntries = {
  /** How many entries: bars x multiple. */
  readonly entries: bigint;
  /** One entry's weight in grams, an exact decimal string ("10", "0.0001"). */
  readonly entryWeightGrams: string;
};

/** The entries `quantity` bars of `barWeightMg` split into. */
export const splitBars = (
  contractId: number,
  quantity: bigint,
  barWeightMg: bigint,
): BarEntries => {
  const multiple = barMultipleOf(contractId);
  const places = placesOf(multiple);
  // Weight in units of 10^-places gram: mg x 10^(places-3) / multiple, exact by construction.
  const scaled = (barWeightMg * 10n ** BigInt(places - 3)) / multiple;
  return {
    entries: quantity * multiple,
    entryWeightGrams: trimDecimal(toDecimalString(scaled, places)),
  };
};

const trimDecimal = (text: string): string =>
  text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;

/** Milligrams as grams with 2 decimals, as the form and the track list show weights. */
export const gramsOfMg = (mg: bigint): string => toDecimalString((mg * 100n) / MG_PER_GRAM, 2);
