/**
 * The cache keys of the data several features share: the shell's top bar, the market data the
 * live channel pushes, and the account data its `account` notices invalidate. One table, so a
 * push or an invalidation always reaches the query that shows the data.
 */
export const queryKeys = {
  marketStatus: ['market-status'] as const,
  golds: ['golds'] as const,
  depth: ['depth'] as const,
  ohlcAll: ['ohlc'] as const,
  ohlc: (contractId: number) => ['ohlc', contractId] as const,
  streamRate: ['stream-rate'] as const,
  candles: (symbol: string) => ['candles', symbol, '1m'] as const,
  /** A chart's other windows (issue 23's timeframes): refetched, not pushed. */
  candleWindow: (symbol: string, interval: string, buckets: number) =>
    ['candles', symbol, interval, buckets] as const,
  /** A contract's latest trades: a pushed trade candle of the contract makes them stale. */
  recentTrades: (contractId: number) => ['recent-trades', contractId] as const,
  endDayPrices: ['end-day-prices'] as const,
  contracts: ['contracts'] as const,
  products: ['products'] as const,
  balance: (userId: string) => ['balance', userId] as const,
  /** GET /v2/balances/{user_id}/gold: available trade gold and gold in process, per contract. */
  contractGold: (userId: string) => ['contract-gold', userId] as const,
  holding: (userId: string) => ['holding', userId] as const,
  inventories: (userId: string) => ['inventories', userId] as const,
  orders: (userId: string) => ['orders', userId] as const,
  orderDetail: (userId: string, orderId: string) => ['orders', userId, 'detail', orderId] as const,
  /** The portfolio home's reads (now and its chart): any movement of cash or gold changes them. */
  portfolio: (userId: string) => ['portfolio', userId] as const,
  /** The user's fills shown on a chart: under the orders, so an order's notice refreshes them. */
  fills: (userId: string, contractId: number, fromMs: number) =>
    ['orders', userId, 'fills', contractId, fromMs] as const,
  /** The Transfer page's reads, its Cash and Credit tabs': a withdrawal or a credit request refreshes them all. */
  transfer: ['transfer'] as const,
};

export type AccountTopic = 'orders' | 'balance' | 'gold';

/** The queries an `account` notice of a topic makes stale. */
export function accountTopicKeys(
  userId: string,
  topic: AccountTopic,
): readonly (readonly unknown[])[] {
  switch (topic) {
    case 'orders':
      return [queryKeys.orders(userId)];
    case 'balance':
      return [queryKeys.balance(userId), queryKeys.portfolio(userId)];
    case 'gold':
      return [
        queryKeys.contractGold(userId),
        queryKeys.holding(userId),
        queryKeys.inventories(userId),
        queryKeys.portfolio(userId),
      ];
  }
}

/** Every account query of a user: what an order placed, edited or killed may change. */
export const allAccountKeys = (userId: string): readonly (readonly unknown[])[] => [
  ...accountTopicKeys(userId, 'orders'),
  ...accountTopicKeys(userId, 'balance'),
  ...accountTopicKeys(userId, 'gold'),
];
