/** Proves the HIN prefix rules of spec 000 section 3: each prefix, no HIN, and unknown prefixes. */
import { describe, expect, it } from 'vitest';
import { levelFromHin, type AccountLevel } from './account-level.ts';

describe('levelFromHin', () => {
  const cases: [string | null | undefined, AccountLevel | null][] = [
    ['IB0001', 'ib'],
    ['PB0001', 'fm'],
    ['LP0001', 'lp'],
    ['CP0001', 'lp'],
    ['PC0001', 'client'],
    ['PC', 'client'],
    [null, 'ccp'],
    [undefined, 'ccp'],
    ['', 'ccp'],
    ['pc0001', null],
    ['Pc0001', null],
    ['XX0001', null],
    ['P', null],
    [' PC0001', null],
    ['BP0001', null],
  ];

  it.each(cases)('%j gives %s', (hin, level) => {
    expect(levelFromHin(hin)).toBe(level);
  });
});
