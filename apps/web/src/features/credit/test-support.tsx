import type { Reply } from '../../test-support/fake-server.ts';

/* The credit feature's canned answers, for its tests and for the Transfer page's. */

const ok = (body: object): Reply => ({ body: { status: 200, ...body } });

/** A credit request still waiting for the exchange, as both the user's and the desk's lists show it. */
export const waitingRequest = {
  reason: 'Modal membeli emas',
  status: 'pending',
  granted_limit: null,
  reject_reason: null,
  created_at: '2026-11-24T03:00:00.000Z',
  reviewed_at: null,
} as const;

/** The Credit tab's calls: the figures, one rejected request, and a new request accepted. */
export const creditRoutes = (): Record<string, Reply> => ({
  'POST /v2/igx/credit_information': ok({
    body: {
      creditLimit: '5000000.00',
      availableCredit: '4000000.00',
      settlementOwning: '1000000.00',
    },
  }),
  'POST /v2/igx/credit_requests': ok({
    body: [
      {
        id: 'cr-1',
        credit_limit: '3000000.00',
        reason: 'Modal usaha',
        status: 'rejected',
        granted_limit: null,
        reject_reason: 'Riwayat transaksi belum cukup',
        created_at: '2026-11-20T03:00:00.000Z',
        reviewed_at: '2026-11-21T03:00:00.000Z',
      },
    ],
  }),
  'POST /v2/igx/credit_request': ok({
    body: {
      id: 'cr-2',
      credit_limit: '7500000.00',
      ...waitingRequest,
    },
  }),
});
