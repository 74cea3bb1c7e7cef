import {
  type ContractConfig,
  contractById,
  parseDecimalString,
  quantityMgOfTenths,
} from '@emas/domain';
import { AppError } from '../plugins/app-error.ts';

/**
 * The ticket's numbers as the engine takes them. The route schemas already checked the text;
 * these turn lots into milligrams and rupiah into sen, refusing what the contract cannot take.
 */

const LOT_DECIMALS = 1;
const PRICE_DECIMALS = 2;

export const contractOrRefuse = (contractId: number): ContractConfig => {
  const contract = contractById(contractId);
  if (contract === undefined) throw new AppError('ContractNotAvailable');
  return contract;
};

/** Lots (1 decimal) to milligrams of the contract. */
export const quantityMgOf = (contract: ContractConfig, lotsText: string): bigint => {
  const tenths = parseDecimalString(lotsText, LOT_DECIMALS);
  if (tenths === null) throw new AppError('InvalidQuantity');
  const result = quantityMgOfTenths(contract, tenths);
  if (!result.ok) throw new AppError(result.code);
  return result.value;
};

/** Rupiah per lot (2 decimals) to sen. */
export const priceSenOf = (priceText: string): bigint => {
  const sen = parseDecimalString(priceText, PRICE_DECIMALS);
  if (sen === null || sen <= 0n) throw new AppError('InvalidPrice');
  return sen;
};

/** A stop price, rupiah per lot (2 decimals), to sen; zero is refused as a stop price. */
export const stopPriceSenOf = (priceText: string): bigint => {
  const sen = parseDecimalString(priceText, PRICE_DECIMALS);
  if (sen === null || sen <= 0n) throw new AppError('InvalidStopPrice');
  return sen;
};
