import { type Endpoint, endpoint } from '../endpoint.ts';
import {
  createPriceAlertSchema,
  priceAlertDeletedResponseSchema,
  priceAlertIdParamsSchema,
  priceAlertResponseSchema,
  priceAlertsResponseSchema,
} from './schemas.ts';

const tag = 'price alerts';

/** Price alerts: told once (a notice, a toast, an e-mail) when a contract's price reaches one. */
export const priceAlertEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/v2/igx/price_alerts',
    body: createPriceAlertSchema,
    response: priceAlertResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Set a price alert',
    description:
      "Fires once when the contract's last trade price rises to (above) or falls to (below) the " +
      'price per lot; at most 20 active per account',
  }),
  list: endpoint({
    method: 'GET',
    path: '/v2/igx/price_alerts',
    response: priceAlertsResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'List price alerts',
    description: "The caller's alerts, active and fired, newest first",
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v2/igx/price_alerts/:id',
    params: priceAlertIdParamsSchema,
    response: priceAlertDeletedResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Delete a price alert',
  }),
} as const satisfies Record<string, Endpoint>;
