/**
 * Proves the crossing rule of price alerts: "above" is reached at or over its price and "below"
 * at or under, an alert the last price already reached is refused when set, and only a trade
 * after the alert was set fires it, the first such one in sequence order. A new alert takes the
 * lowest of the 20 places an account has, and none past them.
 */
import { describe, expect, it } from 'vitest';
import {
  PRICE_ALERTS_ACTIVE_MAX,
  type PriceAlertDirection,
  alertReached,
  freePriceAlertSlot,
  firingTrade,
  priceAlertRefusal,
} from './price-alerts.ts';

const PRICE = 1_200_000_00n;

describe('alertReached', () => {
  it.each([
    ['above', PRICE - 1n, false],
    ['above', PRICE, true],
    ['above', PRICE + 1n, true],
    ['below', PRICE + 1n, false],
    ['below', PRICE, true],
    ['below', PRICE - 1n, true],
  ] as const)('%s %s at a trade of %s: %s', (direction, trade, reached) => {
    expect(alertReached({ direction, priceSen: PRICE }, trade)).toBe(reached);
  });
});

describe('priceAlertRefusal', () => {
  it.each([
    ['above', PRICE - 1n, null],
    ['above', PRICE, 'PriceAlertAlreadyReached'],
    ['above', PRICE + 5n, 'PriceAlertAlreadyReached'],
    ['below', PRICE + 1n, null],
    ['below', PRICE, 'PriceAlertAlreadyReached'],
    ['below', PRICE - 5n, 'PriceAlertAlreadyReached'],
    ['above', null, null],
    ['below', null, null],
  ] as const)('%s with the last price at %s: %s', (direction, last, refusal) => {
    expect(priceAlertRefusal({ direction, priceSen: PRICE }, last)).toBe(refusal);
  });
});

describe('firingTrade', () => {
  const trades = [
    { sequence: 10n, priceSen: PRICE + 10n },
    { sequence: 11n, priceSen: PRICE - 10n },
    { sequence: 12n, priceSen: PRICE },
    { sequence: 13n, priceSen: PRICE + 20n },
  ];
  const alert = (direction: PriceAlertDirection, afterSequence: bigint) => ({
    direction,
    priceSen: PRICE,
    afterSequence,
  });

  it('fires on the first trade after the alert was set that reaches its price', () => {
    expect(firingTrade(alert('above', 0n), trades)?.sequence).toBe(10n);
    expect(firingTrade(alert('above', 10n), trades)?.sequence).toBe(12n);
    expect(firingTrade(alert('below', 10n), trades)?.sequence).toBe(11n);
    expect(firingTrade(alert('below', 12n), trades)).toBeNull();
  });

  it('never fires on a trade at or before the one last seen when it was set', () => {
    expect(firingTrade(alert('above', 13n), trades)).toBeNull();
    expect(firingTrade(alert('above', 0n), [])).toBeNull();
  });
});

describe('freePriceAlertSlot', () => {
  const upTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

  it('takes the lowest free place, reusing one a fired or deleted alert left', () => {
    expect(freePriceAlertSlot([])).toBe(1);
    expect(freePriceAlertSlot([1, 2, 4])).toBe(3);
    expect(freePriceAlertSlot(upTo(PRICE_ALERTS_ACTIVE_MAX - 1))).toBe(PRICE_ALERTS_ACTIVE_MAX);
  });

  it('has no place past the 20 active alerts', () => {
    expect(PRICE_ALERTS_ACTIVE_MAX).toBe(20);
    expect(freePriceAlertSlot(upTo(PRICE_ALERTS_ACTIVE_MAX))).toBeNull();
  });
});
