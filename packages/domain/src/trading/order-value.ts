import {
  type ContractConfig,
  MG_PER_GRAM,
  QUANTITY_DECIMAL_STEPS_PER_LOT,
  quantityStepMg,
} from '../contracts.ts';
import { fail, ok, type Result } from '../result.ts';
import { divideRoundHalfUp } from '../rounding.ts';

/**
 * Prices are sen per lot (one contract of `weightMg`), quantities milligrams of gold. A lot of
 * the 0.01 g contract weighs 10 mg, so its price per lot is a hundredth of the gram price.
 */

/** The value of `quantityMg` at `priceSen` per lot, rounded half up to the sen. */
export function contractValueSen(
  contract: Pick<ContractConfig, 'weightMg'>,
  priceSen: bigint,
  quantityMg: bigint,
): bigint {
  return divideRoundHalfUp(priceSen * quantityMg, contract.weightMg);
}

/** Sen per lot to sen per gram, rounded half up. */
export function pricePerGramSen(
  contract: Pick<ContractConfig, 'weightMg'>,
  priceSen: bigint,
): bigint {
  return divideRoundHalfUp(priceSen * MG_PER_GRAM, contract.weightMg);
}

/** Sen per gram to sen per lot, rounded half up. */
export function pricePerLotSen(
  contract: Pick<ContractConfig, 'weightMg'>,
  perGramSen: bigint,
): bigint {
  return divideRoundHalfUp(perGramSen * contract.weightMg, MG_PER_GRAM);
}

/**
 * A quantity in tenths of a lot (the ticket's integer part × 10 + its decimal part) as
 * milligrams. Refuses zero or less (`InvalidQuantity`) and a decimal part on a contract that
 * trades whole lots (`QuantityDecimalNotAllowed`).
 */
export function quantityMgOfTenths(
  contract: ContractConfig,
  tenths: bigint,
): Result<bigint, 'InvalidQuantity' | 'QuantityDecimalNotAllowed'> {
  if (tenths <= 0n) return fail('InvalidQuantity');
  if (!contract.hasQuantityDecimal && tenths % QUANTITY_DECIMAL_STEPS_PER_LOT !== 0n) {
    return fail('QuantityDecimalNotAllowed');
  }
  return ok((tenths * contract.weightMg) / QUANTITY_DECIMAL_STEPS_PER_LOT);
}

/** Milligrams as tenths of a lot, floored: what the ticket's quantity fields can show. */
export function tenthsOfQuantityMg(contract: Pick<ContractConfig, 'weightMg'>, mg: bigint): bigint {
  return (mg * QUANTITY_DECIMAL_STEPS_PER_LOT) / contract.weightMg;
}

/** Milligrams as the order book's quantity steps (a lot, or a tenth of one). Exact or throws. */
export function bookStepsOfMg(contract: ContractConfig, mg: bigint): bigint {
  const step = quantityStepMg(contract);
  if (mg % step !== 0n) throw new RangeError(`${mg} mg is not a whole number of steps of ${step}`);
  return mg / step;
}

/** The order book's quantity steps as milligrams. */
export function mgOfBookSteps(contract: ContractConfig, steps: bigint): bigint {
  return steps * quantityStepMg(contract);
}
