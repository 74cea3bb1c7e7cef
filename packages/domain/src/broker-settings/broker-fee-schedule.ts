import { type DeliveryRates, SPEC_DELIVERY_RATES } from '../bullion/charges.ts';
import { isIsoDate, jakartaDate, jakartaRangeMs } from '../date-range.ts';
import { type Result, fail, ok } from '../result.ts';
import { SPEC_TRADING_RATES, type TradingRates } from '../trading/fees.ts';

/**
 * A broker's fees and taxes, and from when they apply. A change is a new schedule, never an
 * edit: the history stays, and an order keeps the schedule in force when it was placed, so a
 * later change never re-prices it. Basis points (1/100 of a percent) and sen, never floats.
 */
export type BrokerRates = TradingRates & DeliveryRates;

/** What every broker charged before schedules: the spec's figures, seeded as each one's first. */
export const SPEC_BROKER_RATES: BrokerRates = { ...SPEC_TRADING_RATES, ...SPEC_DELIVERY_RATES };

export type BrokerFeeSchedule = {
  readonly id: string;
  readonly brokerId: string;
  /** When it takes over: 00:00 in Jakarta of its date, or the moment it was added, if later. */
  readonly effectiveFromMs: number;
  readonly createdAtMs: number;
  readonly rates: BrokerRates;
};

/** The rates a schedule may hold; the field names are those of `BrokerRates`. */
export const BROKER_RATE_FIELDS = [
  'feeBasisPoints',
  'feeMinimumSen',
  'taxBasisPoints',
  'storageBasisPointsPerYear',
  'deliveryFeeSenPerKg',
  'deliveryTaxBasisPoints',
  'insuranceBasisPoints',
  'insuranceTaxBasisPoints',
] as const satisfies readonly (keyof BrokerRates)[];

export type BrokerRateField = (typeof BROKER_RATE_FIELDS)[number];

const BASIS_POINTS_MAX = 10_000n;
/** Rp 10.000.000: far above any fee a broker charges, low enough to catch a mistyped figure. */
const AMOUNT_MAX_SEN = 1_000_000_000n;

/** A rate in basis points is 0% to 100%; an amount is zero to Rp 10.000.000. */
const rateMaxOf = (field: BrokerRateField): bigint =>
  field.endsWith('Sen') || field.endsWith('SenPerKg') ? AMOUNT_MAX_SEN : BASIS_POINTS_MAX;

/** The rates, each within its range; or the first that is not, named by its field. */
export function checkBrokerRates(rates: BrokerRates): Result<BrokerRates> {
  for (const field of BROKER_RATE_FIELDS) {
    const value = rates[field];
    if (value < 0n || value > rateMaxOf(field)) return fail('FeeRateOutOfRange', { rate: field });
  }
  return ok(rates);
}

/**
 * When a schedule dated `date` (YYYY-MM-DD, Jakarta) takes effect if added at `nowMs`: 00:00 of
 * that day, or now for today, so nothing already placed or charged is priced again. A date
 * before today is refused: history is never rewritten.
 */
export function effectiveFromMs(date: string, nowMs: number): Result<number> {
  if (!isIsoDate(date)) return fail('FeeScheduleDateInvalid');
  const today = jakartaDate(nowMs);
  if (date < today) return fail('FeeScheduleBackdated');
  if (date === today) return ok(nowMs);
  return ok(jakartaRangeMs({ dateStart: date })?.fromMs ?? nowMs);
}

/** Later effective time first; of two taking effect together, the one added later. */
const laterFirst = (a: BrokerFeeSchedule, b: BrokerFeeSchedule): number =>
  b.effectiveFromMs - a.effectiveFromMs || b.createdAtMs - a.createdAtMs;

/** A broker's schedules newest first: the order the desk shows its history in. */
export const scheduleHistory = (
  schedules: readonly BrokerFeeSchedule[],
): readonly BrokerFeeSchedule[] => [...schedules].sort(laterFirst);

/** The schedule in force at `atMs` among one broker's schedules, or null before the first. */
export function scheduleInForce(
  schedules: readonly BrokerFeeSchedule[],
  atMs: number,
): BrokerFeeSchedule | null {
  return scheduleHistory(schedules).find((schedule) => schedule.effectiveFromMs <= atMs) ?? null;
}
