import { bullionEndpoints as calls, type feeQuoteBodySchema } from '@emas/api';
import type { z } from 'zod';
import {
  BULLION_CONTRACT_IDS,
  IDR_ASSET,
  type Result,
  barsInMg,
  bullionOrderDate,
  contractById,
  fail,
  goldAsset,
  gramsOfMg,
  ok as okResult,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type LedgerBalance, balancesOfOwner, pickBalance } from '../ledger/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { deliveryRatesOf } from '../broker-settings/index.ts';
import type { BullionDeps } from './deps.ts';
import { countCharges } from './count-charges.ts';
import type { PostalQuote } from './postal-service.ts';
import { goodsPricesNow } from './prices.ts';
import { requestShipment } from './request-shipment.ts';
import {
  eventsOf,
  itemsOf,
  ownShipmentByReceipt,
  ownShipmentByTransaction,
  shipmentById,
  shipmentsOfAccount,
} from './shipment-repository.ts';
import { locationBody, shipmentDetailBody, shipmentRowBody, traceEventBody } from './views.ts';

export type { BullionDeps } from './deps.ts';

const ok = 200 as const;
const GRAM_SCALE = 5;
const RUPIAH_SCALE = 2;
const USD_MICROS_SCALE = 6;

/**
 * Who may use bullion delivery: the transfer screen's levels, client and lp (spec 002 section
 * 2), each for itself only. An ib, fm or ccp is refused outright, and a body `user_id` that is
 * not the caller's is refused, never widened to another account.
 */
const ownerOf = (request: FastifyRequest, userId?: string): string => {
  const caller = callerOf(request);
  if (caller.level !== 'client' && caller.level !== 'lp') throw new AppError('AccessDenied');
  if (userId !== undefined && userId !== caller.id) throw new AppError('AccessDenied');
  return caller.id;
};

const reservedDeliveryOf = (balances: readonly LedgerBalance[]) =>
  BULLION_CONTRACT_IDS.map((contractId) => {
    const contract = contractById(contractId);
    const free = pickBalance(balances, 'gold', goldAsset(contractId));
    const held = pickBalance(balances, 'withdrawal_hold', goldAsset(contractId));
    const bars = barsInMg(contractId, free);
    const reservedBars = barsInMg(contractId, held);
    const barMg = contract?.weightMg ?? 0n;
    return {
      contract_id: contractId,
      name: contract?.name ?? '',
      bar_weight: gramsOfMg(barMg),
      available_quantity: Number(bars),
      available_weight: gramsOfMg(bars * barMg),
      reserved_quantity: Number(reservedBars),
      reserved_weight: gramsOfMg(held),
    };
  });

/** The fee call without bars: the postal service's fees for the client's own weight and value. */
const feeCalculatorOf =
  (deps: BullionDeps) =>
  async (
    accountId: string,
    body: z.output<typeof feeQuoteBodySchema>,
  ): Promise<Result<PostalQuote[]>> => {
    const weightMg = parseDecimalString(body.weight, GRAM_SCALE);
    const goodsSen = parseDecimalString(body.valuegoods, RUPIAH_SCALE);
    if (weightMg === null || goodsSen === null || weightMg <= 0n || goodsSen < 0n) {
      return fail('BadRequest');
    }
    return okResult(
      await deps.postal.quote({
        originPostcode: body.shipperzipcode,
        destinationPostcode: body.receiverzipcode,
        // Grams with up to 5 decimals: whole milligrams, a started milligram counting whole.
        weightMg: (weightMg + 99n) / 100n,
        goodsValueSen: goodsSen,
        rates: await deliveryRatesOf(deps.database.db, accountId, deps.clock.now()),
      }),
    );
  };

/** Bullion delivery by post: locations, fee quotes, requests, tracking (spec 002 section 7). */
export const bullionRoutes: FastifyPluginAsync<BullionDeps> = async (app, deps) => {
  const { db } = deps.database;
  const { postal } = deps;
  const feeCalculator = feeCalculatorOf(deps);

  routeOf(app, calls.postalCode, async (request) => {
    ownerOf(request);
    const places = await postal.searchLocations(request.body.city);
    return {
      status: ok,
      body: { data: { body: { rs_postcode: { r_postcode: places.map(locationBody) } } } },
    };
  });

  routeOf(app, calls.fee, async (request) => {
    const accountId = ownerOf(request);
    const { metal_info: metalInfo, receiverzipcode } = request.body;
    const quotes =
      metalInfo === undefined
        ? await feeCalculator(accountId, request.body)
        : await countCharges(deps, accountId, receiverzipcode, metalInfo);
    if (!quotes.ok) throw AppError.from(quotes);
    const r_fee = quotes.value.map((quote) => ({
      serviceCode: quote.serviceCode,
      serviceName: quote.serviceName,
      fee: toDecimalString(quote.feeSen, RUPIAH_SCALE),
      feeTax: toDecimalString(quote.feeTaxSen, RUPIAH_SCALE),
      insurance: toDecimalString(quote.insuranceSen, RUPIAH_SCALE),
      insuranceTax: toDecimalString(quote.insuranceTaxSen, RUPIAH_SCALE),
    }));
    return { status: ok, body: { data: { body: { rs_fee: { r_fee } } } } };
  });

  routeOf(app, calls.requestWithdrawal, async (request) => {
    const accountId = ownerOf(request, request.body.user_id);
    const result = await requestShipment(deps, accountId, request.body);
    if (!result.ok) throw AppError.from(result);
    const shipment = await shipmentById(db, result.value.id);
    if (shipment === null) throw new Error('the shipment just recorded is gone');
    return { status: ok, body: shipmentDetailBody(shipment, await itemsOf(db, shipment.id)) };
  });

  routeOf(app, calls.listWithdrawal, async (request) => {
    const accountId = ownerOf(request, request.body.user_id);
    const { date_start, date_end, offset, limit } = request.query;
    const page = await shipmentsOfAccount(db, accountId, {
      dateStart: date_start,
      dateEnd: date_end,
      offset,
      limit,
    });
    return { status: ok, count: page.count, body: page.rows.map(shipmentRowBody) };
  });

  routeOf(app, calls.detailWithdrawal, async (request) => {
    const accountId = ownerOf(request);
    const shipment = await ownShipmentByTransaction(db, accountId, request.params.transactionId);
    if (shipment === null) throw new AppError('ShipmentNotFound');
    return { status: ok, body: shipmentDetailBody(shipment, await itemsOf(db, shipment.id)) };
  });

  routeOf(app, calls.traceAndTrack, async (request) => {
    const accountId = ownerOf(request);
    const barcode = request.body.barcode.trim().toUpperCase();
    // The barcode is the receipt number; before dispatch the transaction id stands in for it.
    const shipment =
      (await ownShipmentByReceipt(db, accountId, barcode)) ??
      (await ownShipmentByTransaction(db, accountId, barcode));
    if (shipment === null) throw new AppError('ShipmentNotFound');
    return { status: ok, data: (await eventsOf(db, shipment.id)).map(traceEventBody) };
  });

  routeOf(app, calls.reservedDelivery, async (request) => {
    const accountId = ownerOf(request);
    const account = await db
      .selectFrom('accounts')
      .select(['fullname', 'hin'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const prices = goodsPricesNow(deps.marketData);
    const balances = await balancesOfOwner(db, accountId);
    return {
      status: ok,
      body: {
        fullname: account.fullname,
        hin: account.hin,
        order_date: bullionOrderDate(deps.clock.now()),
        origin_postcode: deps.config.postalOriginPostcode,
        gold_sell_price_usd: toDecimalString(prices.sellUsdMicrosPerGram, USD_MICROS_SCALE),
        usd_sell_rate: prices.sellIdrPerUsd.toString(),
        cash_available: toDecimalString(pickBalance(balances, 'cash', IDR_ASSET), RUPIAH_SCALE),
        contracts: reservedDeliveryOf(balances),
      },
    };
  });
};
