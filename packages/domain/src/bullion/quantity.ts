import { contractById } from '../contracts.ts';

/**
 * Which contracts' gold can be delivered as bars, and how a selection is checked (spec 002
 * sections 3, 5 and 9). Quantities count whole bars; weights are milligrams.
 */

/** The bullion contracts of spec 002 section 3: 100 g, 1 kg, 1 g (DG1) and 0.01 g. */
export const BULLION_CONTRACT_IDS = [1, 2, 5, 4] as const;

export const isBullionContract = (contractId: number): boolean =>
  (BULLION_CONTRACT_IDS as readonly number[]).includes(contractId);

/**
 * The quantity a stepper keeps for what was typed: non-numeric and negative become 0, more than
 * the bars available is capped at the bars available, a fraction is cut to whole bars.
 */
export const cappedBullionQuantity = (typed: string | number, available: number): number => {
  const value = typeof typed === 'number' ? typed : Number(typed.trim() === '' ? NaN : typed);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), Math.max(0, Math.floor(available)));
};

/** Whole bars of a contract in a balance of milligrams (a pool's part-lot stays behind). */
export const barsInMg = (contractId: number, balanceMg: bigint): bigint => {
  const contract = contractById(contractId);
  if (contract === undefined || balanceMg <= 0n) return 0n;
  return balanceMg / contract.weightMg;
};

/** The weight of `quantity` bars of a contract, in milligrams. */
export const barsWeightMg = (contractId: number, quantity: bigint): bigint => {
  const contract = contractById(contractId);
  if (contract === undefined) throw new Error(`no contract ${contractId}`);
  return contract.weightMg * quantity;
};

export type BullionSelection = { readonly contractId: number; readonly quantity: bigint };

/** The bars chosen, and their weight in milligrams. */
export const selectionTotals = (
  selection: readonly BullionSelection[],
): { quantity: bigint; weightMg: bigint } =>
  selection.reduce(
    (sum, line) => ({
      quantity: sum.quantity + line.quantity,
      weightMg: sum.weightMg + barsWeightMg(line.contractId, line.quantity),
    }),
    { quantity: 0n, weightMg: 0n },
  );

/** Quantity and weight must both be above zero (spec 002 section 5). */
export const bullionSelectionRefusal = (totals: {
  quantity: bigint;
  weightMg: bigint;
}): 'BullionQuantityZero' | null =>
  totals.quantity > 0n && totals.weightMg > 0n ? null : 'BullionQuantityZero';
