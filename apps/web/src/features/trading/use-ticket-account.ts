import type { Balance, ContractGoldBalance, Holding } from '@emas/api';
import {
  availableTradeGoldMg,
  canPlaceOrders,
  isBalanceHidden,
  type ContractConfig,
  type InventoryLot,
  type OrderDirection,
  type Viewer,
} from '@emas/domain';
import { useMemo } from 'react';
import { decimalToMinor } from '../../lib/decimal.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useBalance } from '../shell/index.ts';
import { useContractGold, useHoldings, useInventories } from './queries.ts';
import { inventoryLots } from './ticket-model.ts';

const SEN_SCALE = 2;

export type TicketAccount = {
  /** ib, fm and the pospaygold broker see neither balance nor holdings. */
  hidden: boolean;
  /** A client of the main broker. */
  mayOrder: boolean;
  balance: Balance | undefined;
  availableTradeBalanceSen: bigint;
  gold: ContractGoldBalance | undefined;
  holding: Holding | undefined;
  /** The gold of this contract a sell may use (the lp keeps its reserve); null while unknown. */
  availableMg: bigint | null;
  /** This contract's inventory lots for the LIFO profit; reloaded every 3 s while open. */
  lots: InventoryLot[] | null;
  /** What the review check needs is not in yet: the balance for a buy, the gold for a sell. */
  loading: boolean;
};

/** The account facts the ticket and the edit form need, for one contract and direction. */
export function useTicketAccount(
  session: StoredSession,
  viewer: Viewer,
  config: ContractConfig,
  direction: OrderDirection,
): TicketAccount {
  const hidden = isBalanceHidden(viewer);
  const mayOrder = canPlaceOrders(viewer);
  const isSell = direction === 'sell';
  const balance = useBalance(session.userId, mayOrder || !hidden);
  const gold = useContractGold(session.userId);
  const holdings = useHoldings(session.userId, isSell && !hidden);
  const inventories = useInventories(session.userId);
  const contractGold = gold.data?.find((entry) => entry.contract_id === config.contractId);
  const freeMg = decimalToMinor(contractGold?.available_mg, 0);
  const lots = useMemo(
    () => inventoryLots(inventories.data, config.contractId),
    [inventories.data, config.contractId],
  );
  return {
    hidden,
    mayOrder,
    balance: balance.data,
    availableTradeBalanceSen: decimalToMinor(balance.data?.available_trade_bal, SEN_SCALE) ?? 0n,
    gold: contractGold,
    holding: holdings.data?.find((entry) => entry.contract_id === config.contractId),
    availableMg: freeMg === null ? null : availableTradeGoldMg(session.level, freeMg),
    lots,
    loading: isSell ? gold.data === undefined : balance.data === undefined,
  };
}
