import { divideRoundHalfUp } from '../rounding.ts';

const BASIS_POINTS = 10_000n;

/**
 * A profit or loss in minor units and in basis points of its cost, rounded half away from zero
 * (1234n is 12.34 %); no percentage (null) when nothing cost anything. The holdings' realised
 * and unrealised P&L with their percent (spec 002, Holdings tab).
 */
export type ProfitLoss = { readonly minor: bigint; readonly basisPoints: bigint | null };

export const profitLoss = (resultMinor: bigint, costMinor: bigint): ProfitLoss => ({
  minor: resultMinor - costMinor,
  basisPoints:
    costMinor === 0n
      ? null
      : divideRoundHalfUp((resultMinor - costMinor) * BASIS_POINTS, costMinor),
});
