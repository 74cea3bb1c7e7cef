import type { FeeService, Location, MetalInfo } from '@emas/api';
import { bullionEndpoints as calls } from '@emas/api/bullion';
import { goodsValueSen, parseDecimalString, pvgServiceOf, toDecimalString } from '@emas/domain';
import { call } from '../../lib/endpoint-call.ts';

/** The bullion tabs' calls and cache keys (spec 002 section 7, Bullion). */

export const bullionKeys = {
  all: ['bullion'] as const,
  reserved: ['bullion', 'reserved'] as const,
  shipments: (page: number) => ['bullion', 'shipments', page] as const,
  detail: (transactionId: string) => ['bullion', 'detail', transactionId] as const,
  trace: (barcode: string) => ['bullion', 'trace', barcode] as const,
};

export const TRACK_PAGE_SIZE = 10;

export const searchLocations = async (text: string, signal: AbortSignal): Promise<Location[]> => {
  const answer = await call(calls.postalCode, { body: { city: text, address: '' } }, signal);
  return answer.body.data.body.rs_postcode.r_postcode;
};

/** Counted charges, in sen, with the PVG service they come from. */
export type CountedCharges = {
  readonly service: FeeService;
  readonly feeSen: bigint;
  readonly insuranceSen: bigint;
  readonly dutiesSen: bigint;
  readonly totalSen: bigint;
};

const sen = (text: string): bigint => parseDecimalString(text, 2) ?? 0n;
const USD_MICROS_SCALE = 6;
const GRAM_SCALE = 3;

/**
 * Counts the charges as the spec does: the goods value from the 100 g sell price and the USD
 * sell rate asked afresh, then the fee quote; null when the quote has no PVG service. The bars
 * go with it, so the server keeps the count as a quote and takes a request of exactly its total
 * although the price moves while the client reads the disclaimer.
 */
export const countCharges = async (
  postcode: string,
  weightMg: bigint,
  metalInfo: MetalInfo[],
): Promise<CountedCharges | null> => {
  const reserved = (await call(calls.reservedDelivery, {})).body;
  const micros = parseDecimalString(reserved.gold_sell_price_usd, USD_MICROS_SCALE) ?? 0n;
  const goods = goodsValueSen(weightMg, micros, BigInt(reserved.usd_sell_rate));
  const quote = await call(calls.fee, {
    body: {
      shipperzipcode: reserved.origin_postcode,
      receiverzipcode: postcode,
      weight: toDecimalString(weightMg, GRAM_SCALE),
      valuegoods: toDecimalString(goods, 2),
      metal_info: metalInfo,
    },
  });
  const pvg = pvgServiceOf<FeeService>(quote.body.data.body.rs_fee.r_fee);
  if (pvg === null) return null;
  const fee = sen(pvg.fee);
  const insurance = sen(pvg.insurance);
  const duties = sen(pvg.feeTax) + sen(pvg.insuranceTax);
  return {
    service: pvg,
    feeSen: fee,
    insuranceSen: insurance,
    dutiesSen: duties,
    totalSen: fee + insurance + duties,
  };
};
