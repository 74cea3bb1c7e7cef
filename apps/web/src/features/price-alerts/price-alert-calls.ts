import { priceAlertEndpoints } from '@emas/api/price-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';

/** The caller's alerts; fired ones change on the server, so a pushed notice refreshes them. */
export const PRICE_ALERTS_KEY = ['price-alerts'] as const;

export const priceAlertsQuery = () => endpointQuery(PRICE_ALERTS_KEY, priceAlertEndpoints.list, {});

export type NewAlert = { contract_id: number; direction: 'above' | 'below'; price: string };

export function useCreatePriceAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alert: NewAlert) => call(priceAlertEndpoints.create, { body: alert }),
    onSettled: () => client.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}

export function useDeletePriceAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(priceAlertEndpoints.delete, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}
