import type { BrokerRatesInput } from '@emas/api';
import { formatPercent, type Locale } from '@emas/domain';
import { NO_FIGURE, decimalToMinor, rupiahText } from '../../lib/decimal.ts';

/** The rates of a schedule in the order the desk shows them; the rest are percentages. */
export const RATE_FIELDS = [
  'fee_rate',
  'fee_minimum',
  'tax_rate',
  'storage_rate_per_year',
  'delivery_fee_per_kg',
  'delivery_tax_rate',
  'insurance_rate',
  'insurance_tax_rate',
] as const satisfies readonly (keyof BrokerRatesInput)[];

export type RateField = (typeof RATE_FIELDS)[number];

/** Both kinds of rate have 2 decimals: a percentage's minor unit is a basis point, rupiah's a sen. */
export const RATE_SCALE = 2;

const isRupiah = (field: RateField): boolean =>
  field === 'fee_minimum' || field === 'delivery_fee_per_kg';

/** A rate's minor units as the language writes them: "1,00%" or "Rp 500,00". */
export const rateMinorText = (field: RateField, minor: bigint, locale: Locale): string =>
  isRupiah(field) ? rupiahText(minor, locale) : formatPercent(minor, locale);

/** A rate as the API wrote it ("1.00"), shown as the language writes it. */
export const rateText = (field: RateField, text: string, locale: Locale): string => {
  const minor = decimalToMinor(text, RATE_SCALE);
  return minor === null ? NO_FIGURE : rateMinorText(field, minor, locale);
};
