/**
 * Proves the stop order rules: which way each stop fires and at the stop price itself, the
 * placement check's codes in order, what a stop buy holds (a stop as a market buy at its stop
 * price with the market FX buffer, a stop-limit as a limit buy at its limit), the type a stop
 * becomes and is read back as, and a triggered buy's top-up or refusal.
 */
import { describe, expect, it } from 'vitest';
import { contractById } from '../contracts.ts';
import { NO_CHARGES, buyHoldSen, orderFigures } from './order-figures.ts';
import {
  isStopTriggered,
  placedOrderType,
  stopBuyHoldSen,
  stopPriceCheck,
  tradedOrderType,
  triggeredBuyTopUpSen,
} from './stop-orders.ts';

const dg1 = contractById(5)!;
const dg100 = contractById(1)!;

describe('the trigger', () => {
  it.each<[string, 'buy' | 'sell', bigint, bigint | null, boolean]>([
    ['a buy below its stop waits', 'buy', 1_000n, 999n, false],
    ['a buy fires at its stop', 'buy', 1_000n, 1_000n, true],
    ['a buy fires above its stop', 'buy', 1_000n, 1_001n, true],
    ['a sell above its stop waits', 'sell', 1_000n, 1_001n, false],
    ['a sell fires at its stop', 'sell', 1_000n, 1_000n, true],
    ['a sell fires below its stop', 'sell', 1_000n, 999n, true],
    ['no trade fires nothing (buy)', 'buy', 1n, null, false],
    ['no trade fires nothing (sell)', 'sell', 1_000_000n, null, false],
  ])('%s', (_name, direction, stop, last, fires) => {
    expect(isStopTriggered(direction, stop, last)).toBe(fires);
  });
});

describe('the stop price check', () => {
  it.each<[string, Parameters<typeof stopPriceCheck>[0], unknown]>([
    [
      'no stop price',
      { direction: 'buy', stopPriceSen: null, lastPriceSen: 5n },
      'StopPriceRequired',
    ],
    ['zero', { direction: 'buy', stopPriceSen: 0n, lastPriceSen: null }, 'InvalidStopPrice'],
    ['below zero', { direction: 'sell', stopPriceSen: -1n, lastPriceSen: 5n }, 'InvalidStopPrice'],
    [
      'beyond what the book holds',
      { direction: 'buy', stopPriceSen: 2n ** 63n, lastPriceSen: 5n },
      'InvalidStopPrice',
    ],
    [
      'a buy at the last price',
      { direction: 'buy', stopPriceSen: 500n, lastPriceSen: 500n },
      'StopPriceNotAboveLast',
    ],
    [
      'a buy below the last price',
      { direction: 'buy', stopPriceSen: 499n, lastPriceSen: 500n },
      'StopPriceNotAboveLast',
    ],
    [
      'a sell at the last price',
      { direction: 'sell', stopPriceSen: 500n, lastPriceSen: 500n },
      'StopPriceNotBelowLast',
    ],
    [
      'a sell above the last price',
      { direction: 'sell', stopPriceSen: 501n, lastPriceSen: 500n },
      'StopPriceNotBelowLast',
    ],
  ])('refuses %s', (_name, input, code) => {
    expect(stopPriceCheck(input)).toMatchObject({ ok: false, code });
  });

  it.each<[string, Parameters<typeof stopPriceCheck>[0]]>([
    ['a buy above the last price', { direction: 'buy', stopPriceSen: 501n, lastPriceSen: 500n }],
    ['a sell below the last price', { direction: 'sell', stopPriceSen: 499n, lastPriceSen: 500n }],
    [
      'any side with no price to compare',
      { direction: 'sell', stopPriceSen: 1n, lastPriceSen: null },
    ],
  ])('passes %s', (_name, input) => {
    expect(stopPriceCheck(input)).toEqual({ ok: true, value: null });
  });

  it('names the last price in rupiah', () => {
    expect(
      stopPriceCheck({ direction: 'buy', stopPriceSen: 1n, lastPriceSen: 119_280_000n }),
    ).toEqual({ ok: false, code: 'StopPriceNotAboveLast', params: { price: '1,192,800.00' } });
  });
});

describe('what a stop buy holds', () => {
  it('holds a stop as a market buy at its stop price, FX buffer and all', () => {
    const held = stopBuyHoldSen({
      contract: dg1,
      orderType: 'stop',
      stopPriceSen: 120_000_000n,
      limitPriceSen: null,
      quantityMg: 2_000n,
    });
    const market = orderFigures({
      contract: dg1,
      direction: 'buy',
      orderType: 'market',
      priceSen: 120_000_000n,
      quantityMg: 2_000n,
    });
    expect(market.fxBufferSen).toBeGreaterThan(0n);
    expect(held).toBe(market.totalSen);
    expect(held).toBe(market.contractValueSen + market.feeSen + market.taxSen + market.fxBufferSen);
  });

  it('holds a stop-limit as a limit buy at its limit price, as an open limit buy keeps', () => {
    const held = stopBuyHoldSen({
      contract: dg100,
      orderType: 'stop_limit',
      stopPriceSen: 12_000_000_000n,
      limitPriceSen: 12_100_000_000n,
      quantityMg: 100_000n,
    });
    expect(held).toBe(buyHoldSen(dg100, 'limit', 12_100_000_000n, 100_000n, NO_CHARGES));
    expect(held).toBe(
      orderFigures({
        contract: dg100,
        direction: 'buy',
        orderType: 'limit',
        priceSen: 12_100_000_000n,
        quantityMg: 100_000n,
      }).totalSen,
    );
  });
});

describe('the type of a stop', () => {
  it('trades as a market or limit order and is read back as placed', () => {
    expect(tradedOrderType('stop')).toBe('market');
    expect(tradedOrderType('stop_limit')).toBe('limit');
    expect(tradedOrderType('limit')).toBe('limit');
    expect(placedOrderType('market', 5n)).toBe('stop');
    expect(placedOrderType('limit', 5n)).toBe('stop_limit');
    expect(placedOrderType('limit', null)).toBe('limit');
    expect(placedOrderType('market', null)).toBe('market');
  });
});

describe('a triggered stop buy’s funding', () => {
  it.each<[string, bigint, bigint, bigint, bigint | null]>([
    ['holds enough: nothing more', 1_000n, 900n, 0n, 0n],
    ['holds exactly enough', 1_000n, 1_000n, 0n, 0n],
    ['takes the rest from free cash', 1_000n, 1_200n, 500n, 200n],
    ['takes all the free cash it needs', 1_000n, 1_500n, 500n, 500n],
    ['cannot cover it: unfunded', 1_000n, 1_501n, 500n, null],
  ])('%s', (_name, held, cost, free, expected) => {
    expect(triggeredBuyTopUpSen(held, cost, free)).toBe(expected);
  });
});
