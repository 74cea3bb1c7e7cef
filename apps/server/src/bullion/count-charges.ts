import {
  type Result,
  barsWeightMg,
  bullionSelectionRefusal,
  fail,
  isBullionContract,
  ok,
  parseDecimalString,
  pvgServiceOf,
  quoteTotalSen,
  selectionTotals,
} from '@emas/domain';
import type { z } from 'zod';
import type { metalInfoSchema } from '@emas/api';
import { deliveryRatesOf } from '../broker-settings/index.ts';
import type { BullionDeps } from './deps.ts';
import { rememberQuote } from './charge-quotes.ts';
import { goodsValueNowSen } from './prices.ts';
import type { PostalQuote } from './postal-service.ts';

type MetalLine = z.output<typeof metalInfoSchema>;

const GRAM_SCALE = 3;

export type Selection = ReadonlyMap<number, bigint>;

/** The bars asked for, with their count and weight, to a location the postal service knows. */
export type Selected = {
  readonly selection: Selection;
  readonly quantity: bigint;
  readonly weightMg: bigint;
};

/**
 * The bars asked for, per contract, or why the lines are malformed: a contract that is not
 * bullion, or a weight that is not the quantity's bars. Lines of one contract add up; lines of
 * no bars drop out.
 */
const selectionOf = (lines: readonly MetalLine[]): Result<Selection> => {
  const quantities = new Map<number, bigint>();
  for (const line of lines) {
    const weightMg = parseDecimalString(line.weight, GRAM_SCALE);
    if (!isBullionContract(line.contract_id) || weightMg === null) return fail('BadRequest');
    const quantity = BigInt(line.quantity);
    if (weightMg !== barsWeightMg(line.contract_id, quantity)) return fail('BadRequest');
    if (quantity > 0n) {
      quantities.set(line.contract_id, (quantities.get(line.contract_id) ?? 0n) + quantity);
    }
  }
  return ok(quantities);
};

/** The checks of bars and a location that come before any count; nothing is counted yet. */
export const selectedOf = async (
  deps: BullionDeps,
  locationPostcode: string,
  lines: readonly MetalLine[],
): Promise<Result<Selected>> => {
  const selection = selectionOf(lines);
  if (!selection.ok) return selection;
  const totals = selectionTotals(
    [...selection.value].map(([contractId, quantity]) => ({ contractId, quantity })),
  );
  const refusal = bullionSelectionRefusal(totals);
  if (refusal !== null) return fail(refusal);
  if ((await deps.postal.locationOf(locationPostcode)) === null) {
    return fail('BullionLocationRequired');
  }
  return ok({ selection: selection.value, ...totals });
};

/** The charges of a weight to a location as they are now: every service the post offers. */
export const chargesNow = async (
  deps: BullionDeps,
  accountId: string,
  locationPostcode: string,
  weightMg: bigint,
): Promise<{ goodsValueSen: bigint; services: PostalQuote[] }> => {
  const goodsValueSen = goodsValueNowSen(deps.marketData, weightMg);
  const services = await deps.postal.quote({
    originPostcode: deps.config.postalOriginPostcode,
    destinationPostcode: locationPostcode,
    weightMg,
    goodsValueSen,
    rates: await deliveryRatesOf(deps.database.db, accountId, deps.clock.now()),
  });
  return { goodsValueSen, services };
};

/**
 * Count Total Charges for an account (spec 002 section 7, the fee call with the bars): the
 * server's own figures for the bars to the location, every service, and the PVG count kept as
 * the account's quote (charge-quotes.ts) so a request of exactly its total is taken at it.
 */
export const countCharges = async (
  deps: BullionDeps,
  accountId: string,
  locationPostcode: string,
  lines: readonly MetalLine[],
): Promise<Result<PostalQuote[]>> => {
  const selected = await selectedOf(deps, locationPostcode, lines);
  if (!selected.ok) return selected;
  const { goodsValueSen, services } = await chargesNow(
    deps,
    accountId,
    locationPostcode,
    selected.value.weightMg,
  );
  const pvg = pvgServiceOf<PostalQuote>(services);
  if (pvg !== null) {
    await rememberQuote(
      deps.database.db,
      accountId,
      { locationPostcode, selection: selected.value.selection },
      { goodsValueSen, pvg, totalSen: quoteTotalSen(pvg) },
      deps.clock.now(),
    );
  }
  return ok(services);
};
