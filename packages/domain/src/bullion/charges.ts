import { divideRoundHalfUp } from '../rounding.ts';

/**
 * The charges of a bullion delivery (spec 002 section 9), in sen. Weights are milligrams.
 *
 * - Delivery fee: 10,000 rupiah per kilogram, a started kilogram counting whole; under 1 gram
 *   the same 10,000 flat (so every delivery pays at least one kilogram's fee).
 * - Fee tax: 10% of the fee. Insurance: 1% of the goods value. Insurance tax: 10% of it.
 *   Each is rounded half up to the sen, so the total has 2 decimals as the spec says.
 * - Goods value: total weight x the 100 g contract's sell price per gram in US dollars x the
 *   USD sell rate. The sell price per gram is the reference gold price per gram (US dollar
 *   micros) less the market maker's half spread: what a seller of the 100 g bar gets.
 */

export const DELIVERY_FEE_SEN_PER_KG = 1_000_000n;
const MG_PER_KG = 1_000_000n;
const PERCENT = 100n;
export const DELIVERY_FEE_TAX_PERCENT = 10n;
export const INSURANCE_PERCENT = 1n;
export const INSURANCE_TAX_PERCENT = 10n;

/** A delivery's rates: a broker sets its own in its fee schedule. Sen and basis points. */
export type DeliveryRates = {
  readonly deliveryFeeSenPerKg: bigint;
  readonly deliveryTaxBasisPoints: bigint;
  readonly insuranceBasisPoints: bigint;
  readonly insuranceTaxBasisPoints: bigint;
};

export const SPEC_DELIVERY_RATES: DeliveryRates = {
  deliveryFeeSenPerKg: DELIVERY_FEE_SEN_PER_KG,
  deliveryTaxBasisPoints: DELIVERY_FEE_TAX_PERCENT * PERCENT,
  insuranceBasisPoints: INSURANCE_PERCENT * PERCENT,
  insuranceTaxBasisPoints: INSURANCE_TAX_PERCENT * PERCENT,
};

/** The delivery fee of a parcel of `weightMg`, in sen. */
export const deliveryFeeSen = (
  weightMg: bigint,
  rates: DeliveryRates = SPEC_DELIVERY_RATES,
): bigint => {
  const startedKg = (weightMg + MG_PER_KG - 1n) / MG_PER_KG;
  return (startedKg < 1n ? 1n : startedKg) * rates.deliveryFeeSenPerKg;
};

const basisPointsOf = (sen: bigint, basisPoints: bigint): bigint =>
  divideRoundHalfUp(sen * basisPoints, BASIS_POINTS);

export type DeliveryCharges = {
  readonly feeSen: bigint;
  readonly feeTaxSen: bigint;
  readonly insuranceSen: bigint;
  readonly insuranceTaxSen: bigint;
  readonly totalSen: bigint;
};

/** The four charges of a parcel and their total, in sen. */
export const deliveryCharges = (
  weightMg: bigint,
  goodsValueSen: bigint,
  rates: DeliveryRates = SPEC_DELIVERY_RATES,
): DeliveryCharges => {
  const feeSen = deliveryFeeSen(weightMg, rates);
  const feeTaxSen = basisPointsOf(feeSen, rates.deliveryTaxBasisPoints);
  const insuranceSen = basisPointsOf(goodsValueSen, rates.insuranceBasisPoints);
  const insuranceTaxSen = basisPointsOf(insuranceSen, rates.insuranceTaxBasisPoints);
  return {
    feeSen,
    feeTaxSen,
    insuranceSen,
    insuranceTaxSen,
    totalSen: feeSen + feeTaxSen + insuranceSen + insuranceTaxSen,
  };
};

/** The sum of a fee quote's four figures, in sen. */
export const quoteTotalSen = (charges: Omit<DeliveryCharges, 'totalSen'>): bigint =>
  charges.feeSen + charges.feeTaxSen + charges.insuranceSen + charges.insuranceTaxSen;

const USD_MICROS = 1_000_000n;
const SEN_PER_RUPIAH = 100n;
const MG_PER_GRAM = 1_000n;
const BASIS_POINTS = 10_000n;

/** The 100 g sell price per gram, US dollar micros: the reference less `halfSpreadBasisPoints`. */
export const sellUsdMicrosPerGram = (
  referenceUsdMicrosPerGram: bigint,
  halfSpreadBasisPoints: bigint,
): bigint =>
  divideRoundHalfUp(
    referenceUsdMicrosPerGram * (BASIS_POINTS - halfSpreadBasisPoints),
    BASIS_POINTS,
  );

/** Goods value in sen: weight x sell price per gram (USD micros) x USD sell rate (rupiah). */
export const goodsValueSen = (
  weightMg: bigint,
  sellUsdMicrosPerGramValue: bigint,
  sellIdrPerUsd: bigint,
): bigint =>
  divideRoundHalfUp(
    weightMg * sellUsdMicrosPerGramValue * sellIdrPerUsd * SEN_PER_RUPIAH,
    MG_PER_GRAM * USD_MICROS,
  );
