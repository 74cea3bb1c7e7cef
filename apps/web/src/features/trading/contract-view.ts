import type { Contract, Product } from '@emas/api';
import {
  contractById,
  isContractOrderable,
  tilePercentChangeBasisPoints,
  type ContractConfig,
  type OrderDirection,
  type OrderType,
} from '@emas/domain';
import { decimalToMinor } from '../../lib/decimal.ts';

/**
 * A contract as the trading screens use it: the server's list says which contracts exist and
 * whether they are enabled; the domain's configuration carries the rules (weights, decimals,
 * corrections). The server's status and disabled flags win over the domain defaults.
 */
export type TradingContract = {
  readonly config: ContractConfig;
  readonly productActive: boolean;
};

const SEN_SCALE = 2;

/** The spec's tile order: 0.01 g, 1 g, 100 g, 1 kg; among equal weights the kau contract last. */
const byTileOrder = (a: TradingContract, b: TradingContract): number => {
  const weight = a.config.weightMg - b.config.weightMg;
  if (weight !== 0n) return weight < 0n ? -1 : 1;
  const kau = Number(a.config.contractType === 'kau') - Number(b.config.contractType === 'kau');
  return kau !== 0 ? kau : a.config.contractId - b.config.contractId;
};

export function tradingContracts(
  list: readonly Contract[],
  products: readonly Product[] | undefined,
): TradingContract[] {
  return list
    .flatMap((contract): TradingContract[] => {
      const domain = contractById(contract.id);
      if (!domain) return [];
      const { attributes } = contract;
      const config: ContractConfig = {
        ...domain,
        codeName: attributes.codeName,
        name: attributes.name,
        tradeTicketName: attributes.tradeTicketName,
        status: attributes.status,
        disabledDirections: attributes.disabledDirections,
        disabledOrderTypes: attributes.disabledOrderTypes,
      };
      const product = products?.find((entry) => entry.id === attributes.productId);
      return [{ config, productActive: product?.active ?? true }];
    })
    .sort(byTileOrder);
}

/** Whether the contract alone lets this order be reviewed (who may order is checked apart). */
export const isOrderable = (
  contract: TradingContract,
  direction: OrderDirection,
  orderType: OrderType,
): boolean => contract.productActive && isContractOrderable(contract.config, direction, orderType);

/** The disabled (1 kg) contract is a pre-order contract: the tile and ticket say so. */
export const isPreOrder = (contract: TradingContract): boolean =>
  contract.config.status === 'disabled';

/** Sen per lot of each side, and the day's figures per gram; null where the server has none. */
export type TilePrices = {
  readonly buySen: bigint | null;
  readonly sellSen: bigint | null;
  readonly lowSen: bigint | null;
  readonly highSen: bigint | null;
  /** Hundredths of a percent. */
  readonly changeBasisPoints: bigint | null;
};

const sen = (text: string | null | undefined) => decimalToMinor(text, SEN_SCALE);

type SidePrices = { contractPriceBuy: string | null; contractPriceSell: string | null };
type DayPrices = { open: string | null; low: string | null; high: string | null };

/**
 * The tile's figures: while open, the live prices and the day's OHLC; while closed, the last
 * end-of-day prices for both. % change = (contract buy price per gram − open) / open × 100
 * (the domain's rule).
 */
export function tilePrices(
  config: ContractConfig,
  prices: SidePrices | undefined,
  day: DayPrices | undefined,
): TilePrices {
  const buySen = sen(prices?.contractPriceBuy);
  const openSen = sen(day?.open);
  const changeBasisPoints =
    buySen === null || openSen === null
      ? null
      : tilePercentChangeBasisPoints(config, buySen, openSen);
  return {
    buySen,
    sellSen: sen(prices?.contractPriceSell),
    lowSen: sen(day?.low),
    highSen: sen(day?.high),
    changeBasisPoints,
  };
}
