/**
 * Price alerts: a client asks to be told once when a contract's last trade price reaches a
 * price. An alert sits on one side of the last price when it is set ("above" a price still to
 * be reached from below, "below" one still to be reached from above), so the first trade that
 * reaches it is a crossing, and the alert is then done.
 */
export const PRICE_ALERT_DIRECTIONS = ['above', 'below'] as const;
export type PriceAlertDirection = (typeof PRICE_ALERT_DIRECTIONS)[number];

/** Alerts waiting to fire that one account may hold; a fired or deleted one frees its place. */
export const PRICE_ALERTS_ACTIVE_MAX = 20;

/** What an alert waits for: a direction and a price per lot, in sen. */
export type PriceAlertTarget = {
  readonly direction: PriceAlertDirection;
  readonly priceSen: bigint;
};

/** True when a trade at `tradePriceSen` reaches the alert: above at or over, below at or under. */
export const alertReached = (alert: PriceAlertTarget, tradePriceSen: bigint): boolean =>
  alert.direction === 'above' ? tradePriceSen >= alert.priceSen : tradePriceSen <= alert.priceSen;

/**
 * Why an alert cannot be set against the contract's last trade price, or null when it can: one
 * the last price already reached would fire on the next trade without any crossing. With no
 * trade yet, any price can be waited for.
 */
export const priceAlertRefusal = (
  alert: PriceAlertTarget,
  lastPriceSen: bigint | null,
): 'PriceAlertAlreadyReached' | null =>
  lastPriceSen !== null && alertReached(alert, lastPriceSen) ? 'PriceAlertAlreadyReached' : null;

/** A trade as alerts see it: its place in the exchange's order and its price per lot. */
export type AlertTrade = { readonly sequence: bigint; readonly priceSen: bigint };

/**
 * The first of the contract's trades (in sequence order) that fires the alert: one committed
 * after the alert was set (past `afterSequence`) that reaches its price. Null when none does.
 */
export const firingTrade = <T extends AlertTrade>(
  alert: PriceAlertTarget & { readonly afterSequence: bigint },
  trades: readonly T[],
): T | null =>
  trades.find(
    (trade) => trade.sequence > alert.afterSequence && alertReached(alert, trade.priceSen),
  ) ?? null;

/**
 * The place a new active alert takes: the lowest of 1..PRICE_ALERTS_ACTIVE_MAX the account's
 * active alerts leave free, or null when all are taken. The store keeps one alert per place,
 * so two alerts set at once cannot both take the last one.
 */
export const freePriceAlertSlot = (taken: readonly number[]): number | null => {
  const used = new Set(taken);
  for (let slot = 1; slot <= PRICE_ALERTS_ACTIVE_MAX; slot += 1) {
    if (!used.has(slot)) return slot;
  }
  return null;
};
