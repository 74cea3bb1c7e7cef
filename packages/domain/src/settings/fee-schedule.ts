import {
  DELIVERY_FEE_SEN_PER_KG,
  DELIVERY_FEE_TAX_PERCENT,
  INSURANCE_PERCENT,
  INSURANCE_TAX_PERCENT,
} from '../bullion/charges.ts';
import { WITHDRAWAL_MAX_SEN, WITHDRAWAL_MIN_SEN } from '../constants.ts';
import {
  FEE_BASIS_POINTS,
  FEE_MIN_SEN,
  STORAGE_FEE_PERCENT_PER_YEAR,
  TAX_PERCENT,
} from '../trading/fees.ts';

/**
 * What the settings' FEES and tax tabs show (spec 002 section 9). The rates are the ones the
 * engine charges, read from the same constants, so the page never drifts from the trades: where
 * the spec's static display differs (storage 1.00%, tax 10.00%), the figures applied win.
 * Rates are basis points (1/100 of a percent); money is sen or US cents.
 */

const BASIS_POINTS_PER_PERCENT = 100n;
const CENTS_PER_DOLLAR = 100n;

/** The hubs where an e-warrant is certified or cancelled, with their costs per contract in USD. */
const E_WARRANT_COSTS_USD = [
  { city: 'Dubai', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'Hong Kong', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'London', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'New York', certificationUsd: 25n, cancellationUsd: 15n },
  { city: 'Singapore', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'Sydney', certificationUsd: 12n, cancellationUsd: 6n },
  { city: 'Zurich', certificationUsd: 25n, cancellationUsd: 15n },
] as const;

export type EWarrantCost = {
  readonly city: string;
  readonly certificationCents: bigint;
  readonly cancellationCents: bigint;
};

export type FeeSchedule = {
  /** Trading fee on the contract value, with its floor. */
  readonly execution: { readonly rateBasisPoints: bigint; readonly minimumSen: bigint };
  /** Storage of gold, a year's rate on the value, charged by days held. */
  readonly storage: { readonly metal: 'gold'; readonly rateBasisPointsPerYear: bigint };
  readonly eWarrant: readonly EWarrantCost[];
  /** Cash withdrawal: no fee of ours (the member's own terms apply), and its limits. */
  readonly withdrawal: {
    readonly feeSen: bigint;
    readonly minimumSen: bigint;
    readonly maximumSen: bigint;
  };
  /** Gold bar delivery by post: fee per started kilogram and insurance on the goods value. */
  readonly delivery: { readonly feeSenPerKg: bigint; readonly insuranceBasisPoints: bigint };
};

export const feeSchedule: FeeSchedule = {
  execution: { rateBasisPoints: FEE_BASIS_POINTS, minimumSen: FEE_MIN_SEN },
  storage: {
    metal: 'gold',
    rateBasisPointsPerYear: STORAGE_FEE_PERCENT_PER_YEAR * BASIS_POINTS_PER_PERCENT,
  },
  eWarrant: E_WARRANT_COSTS_USD.map((row) => ({
    city: row.city,
    certificationCents: row.certificationUsd * CENTS_PER_DOLLAR,
    cancellationCents: row.cancellationUsd * CENTS_PER_DOLLAR,
  })),
  withdrawal: { feeSen: 0n, minimumSen: WITHDRAWAL_MIN_SEN, maximumSen: WITHDRAWAL_MAX_SEN },
  delivery: {
    feeSenPerKg: DELIVERY_FEE_SEN_PER_KG,
    insuranceBasisPoints: INSURANCE_PERCENT * BASIS_POINTS_PER_PERCENT,
  },
};

/** The taxes the product adds, each a rate on the charge it names. */
export type TaxRule = {
  readonly on: 'executionFee' | 'deliveryFee' | 'insurance';
  readonly rateBasisPoints: bigint;
};

export const taxRules: readonly TaxRule[] = [
  { on: 'executionFee', rateBasisPoints: TAX_PERCENT * BASIS_POINTS_PER_PERCENT },
  { on: 'deliveryFee', rateBasisPoints: DELIVERY_FEE_TAX_PERCENT * BASIS_POINTS_PER_PERCENT },
  { on: 'insurance', rateBasisPoints: INSURANCE_TAX_PERCENT * BASIS_POINTS_PER_PERCENT },
];
