/**
 * Proves a statement of each bank's export (the RPED format, BCA, Mandiri, BNI, BRI; fixtures
 * beside this file) reads to the same deposit of Rp 1.500.000 for PC00000001, and that what is
 * no CSV is refused with its line.
 */
import { readFileSync } from 'node:fs';
import { readStatement } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { statementRowsOf } from './statement-csv.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}.csv`, import.meta.url));

const statementOf = (bytes: Buffer) => {
  const rows = statementRowsOf(bytes);
  if (!rows.ok) return rows;
  return readStatement(rows.value, 2026);
};

describe('statementRowsOf with readStatement', () => {
  it.each([
    ['rped', 'FT26331A0001', -25_000_000n, 10_125_000_000n],
    ['bca', '2026-11-27/10150000000', -1_000_000n, 10_149_000_000n],
    ['mandiri', 'MDR2611270001', -25_000_000n, 10_125_000_000n],
    ['bni', '948201', -25_000_000n, 10_125_000_000n],
    ['bri', '2026-11-27/10150000000', -650_000n, 10_149_350_000n],
  ])('reads the %s export', (name, reference, debitSen, closingSen) => {
    const statement = statementOf(fixture(name));
    expect(statement.ok).toBe(true);
    if (!statement.ok) return;
    const [credit, debit] = statement.value.lines;
    expect(credit).toMatchObject({ date: '2026-11-27', reference, amountSen: 150_000_000n });
    expect(debit?.amountSen).toBe(debitSen);
    expect(statement.value.closingBalanceSen).toBe(closingSen);
    expect(statement.value.openingBalanceSen).toBe(10_000_000_000n);
  });

  it('refuses a broken quote, a binary file and a text with no header, saying where', () => {
    expect(statementRowsOf(Buffer.from('date,description\n"2026-11-27,x\n'))).toEqual({
      ok: false,
      code: 'StatementNotCsv',
      params: { line: 2 },
    });
    expect(statementRowsOf(Buffer.from('PK\u0003\u0004\u0000zip'))).toMatchObject({
      code: 'StatementNotCsv',
    });
    expect(statementOf(Buffer.from('hello world\n'))).toEqual({
      ok: false,
      code: 'StatementHeaderMissing',
    });
  });
});
