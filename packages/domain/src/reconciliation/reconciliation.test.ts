/** Proves each reconciliation line carries both figures and flags every difference. */
import { describe, expect, it } from 'vitest';
import { reconcileDay, reconciliationCsvRow } from './reconciliation.ts';

const balanced = {
  clientCashSen: 500n,
  bankClosingBalanceSen: 500n,
  payoutsSentSen: 100n,
  payoutsSettledSen: 100n,
  staleHolds: [],
  gold: [{ asset: 'XAU:1', vaultMg: 1_000n, holdersMg: 1_000n }],
};

describe('reconcileDay', () => {
  it('lists every line, unflagged, when the books and the world agree', () => {
    const lines = reconcileDay(balanced);
    expect(lines.map((line) => [line.item, line.asset, line.flagged])).toEqual([
      ['client_cash', 'IDR', false],
      ['payouts', 'IDR', false],
      ['stale_holds', 'IDR', false],
      ['gold', 'XAU:1', false],
    ]);
    expect(lines[2]).toMatchObject({ booksAmount: 0n, difference: 0n, count: 0 });
  });

  it('flags each difference with its sign, and a missing bank balance', () => {
    const lines = reconcileDay({
      ...balanced,
      bankClosingBalanceSen: null,
      payoutsSettledSen: 60n,
      staleHolds: [
        { asset: 'IDR', amount: 70n, count: 2 },
        { asset: 'XAU:1', amount: 5n, count: 1 },
      ],
      gold: [{ asset: 'XAU:1', vaultMg: 900n, holdersMg: 1_000n }],
    });
    expect(lines.map((line) => [line.item, line.asset, line.difference, line.flagged])).toEqual([
      ['client_cash', 'IDR', null, true],
      ['payouts', 'IDR', 40n, true],
      ['stale_holds', 'IDR', 70n, true],
      ['stale_holds', 'XAU:1', 5n, true],
      ['gold', 'XAU:1', -100n, true],
    ]);
  });

  it('writes a line as a CSV row, an unknown figure empty', () => {
    const [cash] = reconcileDay({ ...balanced, bankClosingBalanceSen: null });
    expect(cash && reconciliationCsvRow('2026-11-27', cash)).toEqual([
      '2026-11-27',
      'client_cash',
      'IDR',
      '500',
      '',
      '',
      '',
      'yes',
    ]);
  });
});
