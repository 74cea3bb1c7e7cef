import { useMemo } from 'react';
import { useContracts, useProducts } from '../market/index.ts';
import { tradingContracts, type TradingContract } from './contract-view.ts';

export type TradingContractsState = {
  list: readonly TradingContract[];
  isPending: boolean;
  isError: boolean;
};

/** The contracts of GET /v2/igx/contract with their rules, in the tiles' order. */
export function useTradingContracts(): TradingContractsState {
  const contracts = useContracts();
  const products = useProducts();
  const list = useMemo(
    () => (contracts.data ? tradingContracts(contracts.data, products.data) : []),
    [contracts.data, products.data],
  );
  return { list, isPending: contracts.isPending, isError: contracts.isError };
}
