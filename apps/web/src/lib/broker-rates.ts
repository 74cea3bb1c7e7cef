import type { AppName, BrokerFees } from '@emas/api';
import { brokerSettingsEndpoints } from '@emas/api/broker-settings';
import type { BrokerRates } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { decimalToMinor } from './decimal.ts';
import { endpointQuery } from './endpoint-call.ts';

/** Percentages and rupiah with 2 decimals: basis points and sen. */
const RATE_SCALE = 2;

/** GET /v2/brokers/:id/fees: the broker's fee schedule in force, as the engine charges now. */
export const brokerFeesQuery = (brokerId: AppName) =>
  endpointQuery(['broker-fees', brokerId], brokerSettingsEndpoints.fees, {
    params: { id: brokerId },
  });

/** The schedule's rates as the engine keeps them; null while there is none. */
const ratesOf = (inForce: BrokerFees['in_force']): BrokerRates | null => {
  if (inForce === null) return null;
  const minor = (text: string) => decimalToMinor(text, RATE_SCALE) ?? 0n;
  return {
    feeBasisPoints: minor(inForce.fee_rate),
    feeMinimumSen: minor(inForce.fee_minimum),
    taxBasisPoints: minor(inForce.tax_rate),
    storageBasisPointsPerYear: minor(inForce.storage_rate_per_year),
    deliveryFeeSenPerKg: minor(inForce.delivery_fee_per_kg),
    deliveryTaxBasisPoints: minor(inForce.delivery_tax_rate),
    insuranceBasisPoints: minor(inForce.insurance_rate),
    insuranceTaxBasisPoints: minor(inForce.insurance_tax_rate),
  };
};

/** The broker's rates in force; null until they are read (or if they cannot be). */
export const useBrokerRates = (brokerId: AppName): BrokerRates | null =>
  ratesOf(useQuery(brokerFeesQuery(brokerId)).data?.data.in_force ?? null);
