/** Proves the threshold rule (at or above, either sign) and that the asker never approves. */
import { describe, expect, it } from 'vitest';
import { mayApprove, needsSecondApproval } from './second-approval.ts';

const TEN_MILLION_SEN = 1_000_000_000n;

describe('second approval', () => {
  it.each([
    [TEN_MILLION_SEN - 1n, false],
    [TEN_MILLION_SEN, true],
    [TEN_MILLION_SEN + 1n, true],
    [-(TEN_MILLION_SEN - 1n), false],
    [-TEN_MILLION_SEN, true],
    [0n, false],
  ])('needs a second approver for %s sen: %s', (amountSen, expected) => {
    expect(needsSecondApproval(amountSen, TEN_MILLION_SEN)).toBe(expected);
  });

  it('refuses the asker and admits anyone else', () => {
    expect(mayApprove('op-1', 'op-1')).toBe(false);
    expect(mayApprove('op-1', 'op-2')).toBe(true);
  });
});
