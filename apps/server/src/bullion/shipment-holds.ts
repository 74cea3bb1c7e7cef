import { type ErrorCode, IDR_ASSET, contractById, goldAsset } from '@emas/domain';
import type { ExchangePort } from '../trading/index.ts';

/**
 * The exchange holds of a shipment: one per contract of its gold (milligrams) and one of its
 * charges (sen), each with a reference derived from the shipment id, so each is closed exactly
 * once and a shipment's holds are found again from its id alone.
 */

export type ShipmentHold = {
  readonly asset: string;
  readonly amount: bigint;
  readonly reference: string;
};

export const goldHoldReference = (shipmentId: string, contractId: number): string =>
  `shipment:${shipmentId}:gold:${contractId}`;
export const chargesHoldReference = (shipmentId: string): string =>
  `shipment:${shipmentId}:charges`;

export const shipmentHolds = (
  shipmentId: string,
  goldMgByContract: ReadonlyMap<number, bigint>,
  chargesSen: bigint,
): ShipmentHold[] => [
  ...[...goldMgByContract].map(([contractId, mg]) => ({
    asset: goldAsset(contractId),
    amount: mg,
    reference: goldHoldReference(shipmentId, contractId),
  })),
  { asset: IDR_ASSET, amount: chargesSen, reference: chargesHoldReference(shipmentId) },
];

export type HoldRefusal = { readonly code: ErrorCode; readonly params?: Record<string, string> };

const refusalOf = (hold: ShipmentHold, code: ErrorCode): HoldRefusal => {
  if (code !== 'InsufficientBalance' || hold.asset === IDR_ASSET) return { code };
  const contractId = Number(hold.asset.split(':')[1]);
  return { code: 'InsufficientGold', params: { contract: contractById(contractId)?.name ?? '' } };
};

/**
 * Places every hold, all in one go; when any is refused, releases those that were placed and
 * answers the first refusal, so a refused request leaves nothing held.
 */
export const placeHolds = async (
  exchange: ExchangePort,
  accountId: string,
  holds: readonly ShipmentHold[],
): Promise<HoldRefusal | null> => {
  const results = await Promise.all(
    holds.map((hold) => exchange.submit({ kind: 'balance', accountId, movement: 'hold', ...hold })),
  );
  const refusedAt = results.findIndex((result) => !result.ok);
  if (refusedAt === -1) return null;
  await closeHolds(
    exchange,
    accountId,
    holds.filter((_, index) => results[index]?.ok === true),
    'release',
  );
  const refused = results[refusedAt];
  return refusalOf(
    holds[refusedAt] as ShipmentHold,
    refused?.ok === false ? refused.code : 'InternalError',
  );
};

/** Releases or settles holds; a hold already closed (HoldNotFound) counts as done. */
export const closeHolds = async (
  exchange: ExchangePort,
  accountId: string,
  holds: readonly Pick<ShipmentHold, 'reference'>[],
  movement: 'release' | 'settle',
): Promise<void> => {
  const results = await Promise.all(
    holds.map((hold) =>
      exchange.submit({
        kind: 'balance',
        accountId,
        movement,
        asset: IDR_ASSET,
        amount: 0n,
        reference: hold.reference,
      }),
    ),
  );
  const failed = results.find((result) => !result.ok && result.code !== 'HoldNotFound');
  if (failed !== undefined && !failed.ok)
    throw new Error(`shipment hold ${movement} failed: ${failed.code}`);
};
