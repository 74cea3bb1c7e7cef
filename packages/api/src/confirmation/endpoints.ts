import { endpoint } from '../endpoint.ts';
import {
  confirmationDataQuerySchema,
  confirmationDataResponseSchema,
  transactionInvoiceRequestSchema,
  transactionInvoiceResponseSchema,
} from './schemas.ts';

/** The trade confirmation: its PDF for a signed-in party, its data for the /invoice page. */
export const confirmationEndpoints = {
  transactionInvoice: endpoint({
    method: 'POST',
    path: '/v2/igx/reports/pdf/transaction_invoice',
    body: transactionInvoiceRequestSchema,
    response: transactionInvoiceResponseSchema,
    auth: 'bearer',
    tag: 'confirmation',
    summary: 'Download a trade confirmation (PDF)',
    description: 'The four-page trade confirmation PDF of one side of a trade, as bytes',
  }),
  confirmationData: endpoint({
    method: 'GET',
    path: '/v2/trade/confirmation_data',
    query: confirmationDataQuerySchema,
    response: confirmationDataResponseSchema,
    // The page has no sign-in: the session token comes in the query and is checked by the route.
    auth: 'none',
    tag: 'confirmation',
    summary: 'Get a trade confirmation',
    description: 'The trade confirmation of one side of a trade, for the printable /invoice page',
  }),
} as const;
