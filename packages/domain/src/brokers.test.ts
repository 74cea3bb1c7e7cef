/** Proves the login select's brokers: labels, order, the single default and its register path. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BROKER_ID, brokerById, brokers, isBrokerId } from './brokers.ts';

describe('brokers', () => {
  it('lists the four labels of the spec in order', () => {
    expect(brokers.map((broker) => [broker.id, broker.label])).toEqual([
      ['metalgo', 'ABI KB - METALGO+'],
      ['pospaygold', 'ABI KB - PospayGold'],
      ['nunomics', 'ABI KB - Nunomics'],
      ['bmtdigi', 'ABI KB - BMT Digi'],
    ]);
  });

  it('has exactly one default, metalgo, which alone has a register path', () => {
    expect(brokers.filter((broker) => broker.isDefault).map((broker) => broker.id)).toEqual([
      DEFAULT_BROKER_ID,
    ]);
    expect(DEFAULT_BROKER_ID).toBe('metalgo');
    expect(
      brokers.filter((broker) => broker.registerPath !== null).map((broker) => broker.registerPath),
    ).toEqual(['/register']);
  });
});

describe('brokerById and isBrokerId', () => {
  const cases: [string, string | undefined][] = [
    ['metalgo', 'ABI KB - METALGO+'],
    ['pospaygold', 'ABI KB - PospayGold'],
    ['nunomics', 'ABI KB - Nunomics'],
    ['bmtdigi', 'ABI KB - BMT Digi'],
    ['METALGO', undefined],
    ['', undefined],
    ['toString', undefined],
  ];
  it.each(cases)('%j gives %j', (id, label) => {
    expect(brokerById(id)?.label).toBe(label);
    expect(isBrokerId(id)).toBe(label !== undefined);
  });
});
