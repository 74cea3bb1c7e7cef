import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type SignedIn, bearer } from './sign-in.ts';

/** The seeded DG1 contract (Emas 1 gram Pool), which most order tests trade. */
export const DG1 = 5;

/** An add_order body: a GTC limit order on DG1, `extra` overriding any of it. */
export const limitOrder = (
  direction: 'buy' | 'sell',
  price: string,
  quantity = '1',
  extra: object = {},
) => ({
  contract_id: DG1,
  direction,
  quantity,
  order_type: 'limit',
  limit_price: price,
  validity: 'GTC',
  ...extra,
});

/** Places a GTC limit order on DG1 as `who`, expects it accepted, and answers the outcome. */
export const placeLimitOrder = async (
  app: FastifyInstance,
  who: SignedIn,
  direction: 'buy' | 'sell',
  quantity: string,
  price: string,
): Promise<{ outcome: string }> => {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/igx/add_order',
    headers: bearer(who),
    payload: limitOrder(direction, price, quantity),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string }>();
};
