import type { BrokerFeeSchedule as FeeScheduleAnswer, BrokerRatesInput } from '@emas/api';
import {
  type BrokerFeeSchedule,
  type BrokerRates,
  type Result,
  fail,
  ok,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';

/**
 * A schedule's rates between the API's decimal strings and the engine's integers: a
 * percentage with 2 decimals is a count of basis points, rupiah with 2 decimals of sen.
 */
const HUNDREDTHS = 2;

/** Each rate's field in the API and in `BrokerRates`; `amount` fields are rupiah. */
const FIELDS = [
  ['fee_rate', 'feeBasisPoints'],
  ['fee_minimum', 'feeMinimumSen'],
  ['tax_rate', 'taxBasisPoints'],
  ['storage_rate_per_year', 'storageBasisPointsPerYear'],
  ['delivery_fee_per_kg', 'deliveryFeeSenPerKg'],
  ['delivery_tax_rate', 'deliveryTaxBasisPoints'],
  ['insurance_rate', 'insuranceBasisPoints'],
  ['insurance_tax_rate', 'insuranceTaxBasisPoints'],
] as const satisfies readonly (readonly [keyof BrokerRatesInput, keyof BrokerRates])[];

export const ratesOfText = (input: BrokerRatesInput): Result<BrokerRates> => {
  const rates: Partial<Record<keyof BrokerRates, bigint>> = {};
  for (const [text, field] of FIELDS) {
    const value = parseDecimalString(input[text], HUNDREDTHS);
    if (value === null) return fail('FeeRateOutOfRange', { rate: text });
    rates[field] = value;
  }
  return ok(rates as BrokerRates);
};

export const scheduleAnswer = (schedule: BrokerFeeSchedule): FeeScheduleAnswer => {
  const text = Object.fromEntries(
    FIELDS.map(([name, field]) => [name, toDecimalString(schedule.rates[field], HUNDREDTHS)]),
  ) as BrokerRatesInput;
  return {
    ...text,
    id: schedule.id,
    broker_id: schedule.brokerId,
    effective_from_ms: schedule.effectiveFromMs,
    created_at_ms: schedule.createdAtMs,
  };
};
