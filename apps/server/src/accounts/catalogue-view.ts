import type { Contract, Hub, Product } from '@emas/api';
import {
  type ContractConfig,
  DEFAULT_HUB,
  type Rational,
  contracts,
  hubs,
  products,
  rrsGroupOf,
  toDecimalString,
} from '@emas/domain';

const GRAM_DECIMALS = 3;

/** A rational whose denominator is a power of ten as a decimal string: 1/100 → "0.01". */
export const rationalText = ({ numerator, denominator }: Rational): string => {
  const scale = denominator.toString().length - 1;
  if (10n ** BigInt(scale) !== denominator) {
    throw new Error(`weight correction ${numerator}/${denominator} has no exact decimal form`);
  }
  return toDecimalString(numerator, scale);
};

const contractView = (c: ContractConfig): Contract => ({
  id: c.contractId,
  attributes: {
    productId: c.productId,
    code: c.codeName,
    name: c.name,
    weightMg: c.weightMg.toString(),
    status: c.status,
    contractId: c.contractId,
    codeName: c.codeName,
    tradeTicketName: c.tradeTicketName,
    ticker: c.ticker,
    contractType: c.contractType,
    weightInGram: toDecimalString(c.weightMg, GRAM_DECIMALS),
    weightCorrection: rationalText(c.weightCorrection),
    isPool: c.isPool,
    tbTtDecimalPlace: c.tbTtDecimalPlace,
    depthTTDecimalPlace: c.depthTTDecimalPlace,
    depthQuantityDecimalPlace: c.depthQuantityDecimalPlace,
    hasQuantityDecimal: c.hasQuantityDecimal,
    contractStatusId: c.status,
    rrsName: rrsGroupOf(c),
    hubId: DEFAULT_HUB,
    disabledDirections: [...c.disabledDirections],
    disabledOrderTypes: [...c.disabledOrderTypes],
  },
});

export const contractList = (): Contract[] => contracts.map(contractView);

export const productList = (): Product[] => products.map((p) => ({ ...p }));

/** The hub switch's list: only Jakarta is selectable. */
export const hubList = (): Hub[] =>
  hubs.map((hub) => ({
    id: hub.id,
    name: hub.label,
    selectable: hub.isSelectable,
    iata: hub.iata,
    attributes: { iata: hub.iata },
  }));
