import {
  IDR_ASSET,
  goldAsset,
  goodsValueSen,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { type TestApp, sharedDepsOf } from '../test-support/harness.ts';
import { type SignedIn, bearer } from '../test-support/sign-in.ts';
import type { BullionDeps } from './deps.ts';

/* Helpers of the bullion-delivery tests (not a test file itself). */

export const BANDUNG = '40111';

/** The feature's deps on a test app. */
export const bullionDepsOf = (t: TestApp): BullionDeps => ({
  ...sharedDepsOf(t),
  postal: t.postal,
});

export type Metal = { contract_id: number; quantity: number; weight: string };

export const metal = (contractId: number, quantity: number, gramsPerBar: number): Metal => ({
  contract_id: contractId,
  quantity,
  weight: String(quantity * gramsPerBar),
});

const metalLine = (line: Metal) => ({ ...line, metal_type: 'gold', unit: 'gr' });

const post = (app: FastifyInstance, who: SignedIn, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(who) });

/** Deposits 300 g of 100 g bars (contract 1) and Rp 10.000.000 for charges, under `tag`. */
export const fundForShipments = async (t: TestApp, accountId: string, tag: string) => {
  const base = { kind: 'balance', accountId, movement: 'deposit' } as const;
  await t.trading.exchange.submit({
    ...base,
    asset: goldAsset(1),
    amount: 300_000n,
    reference: `${tag}-gold`,
  });
  await t.trading.exchange.submit({
    ...base,
    asset: IDR_ASSET,
    amount: 1_000_000_000n,
    reference: `${tag}-cash`,
  });
};

/**
 * The charges the form would count now: goods value from the call's prices, then the quote;
 * with `metalInfo`, the count of those bars, which the server keeps as the caller's quote.
 */
export const countedCharges = async (
  app: FastifyInstance,
  who: SignedIn,
  weightMg: bigint,
  postcode = BANDUNG,
  metalInfo?: Metal[],
): Promise<string> => {
  const reserved = (
    await app.inject({
      method: 'GET',
      url: '/v2/poslog/get/list_reserved_delivery',
      headers: bearer(who),
    })
  ).json();
  const micros = parseDecimalString(reserved.body.gold_sell_price_usd, 6) as bigint;
  const goods = goodsValueSen(weightMg, micros, BigInt(reserved.body.usd_sell_rate));
  const quote = await post(app, who, '/v2/poslog/get/fee', {
    shipperzipcode: reserved.body.origin_postcode,
    receiverzipcode: postcode,
    weight: toDecimalString(weightMg, 3),
    valuegoods: toDecimalString(goods, 2),
    ...(metalInfo === undefined ? {} : { metal_info: metalInfo.map(metalLine) }),
  });
  const pvg = quote
    .json()
    .body.data.body.rs_fee.r_fee.find(
      (service: { serviceCode: string }) => service.serviceCode === 'PVG',
    );
  const sum = ['fee', 'feeTax', 'insurance', 'insuranceTax'].reduce(
    (total, key) => total + (parseDecimalString(pvg[key], 2) as bigint),
    0n,
  );
  return toDecimalString(sum, 2);
};

/** Asks for a delivery of `metalInfo` to `location`, with `amount` as the counted charges. */
export const requestShipment = (
  app: FastifyInstance,
  who: SignedIn,
  metalInfo: Metal[],
  amount: string,
  location = BANDUNG,
) =>
  post(app, who, '/v2/poslog/request_withdrawal', {
    user_id: who.userId,
    location_id: location,
    description: 'Antar ke kantor',
    metal_info: metalInfo.map(metalLine),
    amount_idr: amount,
  });
