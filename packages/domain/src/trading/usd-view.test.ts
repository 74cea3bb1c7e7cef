/** Proves the dollar view of rupiah: truncated toward zero at every scale, never above. */
import { describe, expect, it } from 'vitest';
import { senToUsdViewMinor } from './usd-view.ts';

describe('senToUsdViewMinor', () => {
  it.each([
    // Rp 1.190.000 / 16.000 = $74,375 → $74,37 (not 74,38), and $74,3750 at 4 decimals.
    [119_000_000n, 16_000n, 2, 7_437n],
    [119_000_000n, 16_000n, 4, 743_750n],
    // Rp 998.802.777,97 / 14.000 = $71.343,055… → $71.343,05, as the balance's dollars.
    [99_880_277_797n, 14_000n, 2, 7_134_305n],
    // A loss truncates toward zero too: -Rp 1.234,56 / 14.000 = -$0,0881… → -$0,08.
    [-123_456n, 14_000n, 2, -8n],
    [0n, 14_000n, 2, 0n],
  ])('%s sen at %s, %s decimals: %s', (sen, rate, scale, usd) => {
    expect(senToUsdViewMinor(sen, rate, scale)).toBe(usd);
  });

  it('refuses a rate of zero', () => {
    expect(() => senToUsdViewMinor(1n, 0n, 2)).toThrow(RangeError);
  });
});
