/**
 * Proves the statement reader takes the amounts, dates and columns Indonesian banks export,
 * refuses what it cannot read with the line, and finds whom a deposit names.
 */
import { describe, expect, it } from 'vitest';
import {
  depositorNamesOf,
  directionOfMarker,
  headerColumns,
  parseStatementAmount,
  parseStatementDate,
  readStatement,
} from './index.ts';

const rows = (...lines: string[][]) => lines.map((cells, index) => ({ line: index + 1, cells }));

describe('parseStatementAmount', () => {
  it.each([
    ['1.500.000,00', 150_000_000n],
    ['1,500,000.00', 150_000_000n],
    ['1500000', 150_000_000n],
    ['1500000.5', 150_000_050n],
    ['1.500', 150_000n],
    ['1,500', 150_000n],
    ['12,5', 1_250n],
    ["'250,000.00", 25_000_000n],
    ['Rp 1.000.000', 100_000_000n],
    ['-2.000,00', -200_000n],
    ['(2,000.00)', -200_000n],
    ['+75.000', 7_500_000n],
    ['150,000.00 CR', 15_000_000n],
    ['150,000.00 DB', -15_000_000n],
  ])('%s is %s sen', (cell, sen) => {
    expect(parseStatementAmount(cell)).toBe(sen);
  });

  it.each(['', 'abc', '1.50.000', '1,5,00.00', '150,000.00 XY', '1.000,005'])(
    'refuses %j',
    (cell) => {
      expect(parseStatementAmount(cell)).toBeNull();
    },
  );

  it('reads CR/DB markers and refuses an unknown one', () => {
    expect(directionOfMarker('CR')).toBe(1);
    expect(directionOfMarker('K')).toBe(1);
    expect(directionOfMarker('db')).toBe(-1);
    expect(directionOfMarker('D')).toBe(-1);
    expect(directionOfMarker(' ')).toBe(0);
    expect(directionOfMarker('XX')).toBeNull();
  });
});

describe('parseStatementDate', () => {
  it.each([
    ['2026-11-27', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    ['27-11-26', '2026-11-27'],
    ['27.11.2026 14:02:11', '2026-11-27'],
    ['27 Nov 2026', '2026-11-27'],
    ['05-Agu-2026', '2026-08-05'],
    ['01-Des-26', '2026-12-01'],
    ["'27/11", '2025-11-27'],
  ])('%s is %s', (cell, iso) => {
    expect(parseStatementDate(cell, 2025)).toBe(iso);
  });

  it.each(['31/02/2026', 'PEND', '27 Foo 2026', ''])('refuses %j', (cell) => {
    expect(parseStatementDate(cell, 2026)).toBeNull();
  });
});

describe('headerColumns', () => {
  it('finds the RPED format and BCA marker column under an empty header', () => {
    expect(headerColumns(['date', 'description', 'reference', 'amount'])).toEqual({
      date: 0,
      description: 1,
      reference: 2,
      amount: 3,
    });
    expect(
      headerColumns(['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo']),
    ).toEqual({ date: 0, description: 1, amount: 3, marker: 4, balance: 5 });
  });

  it('finds credit and debit columns, and is null for a row that is no header', () => {
    expect(
      headerColumns(['Tgl.', 'Rincian Transaksi', 'No. Referensi', 'Debit', 'Kredit']),
    ).toMatchObject({ date: 0, description: 1, reference: 2, debit: 3, credit: 4 });
    expect(headerColumns(['No. rekening : 0123456789'])).toBeNull();
    expect(headerColumns(['date', 'amount'])).toBeNull();
  });
});

describe('readStatement', () => {
  it('reads movements, signs and the closing balance from summary rows', () => {
    const statement = readStatement(
      rows(
        ['Periode : 01/11/2026 - 30/11/2026'],
        ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', '', 'Saldo'],
        ["'27/11", 'TRSF CR PC00000001', '0000', '1,500,000.00', 'CR', '11,500,000.00'],
        ["'27/11", 'BIAYA ADM', '0000', '10,000.00', 'DB', '11,490,000.00'],
        ['Saldo Awal : 10,000,000.00'],
        ['Saldo Akhir : 11,490,000.00'],
      ),
      2020,
    );
    expect(statement).toEqual({
      ok: true,
      value: {
        openingBalanceSen: 1_000_000_000n,
        closingBalanceSen: 1_149_000_000n,
        lines: [
          {
            line: 3,
            date: '2026-11-27',
            description: 'TRSF CR PC00000001',
            reference: '2026-11-27/1150000000',
            amountSen: 150_000_000n,
            balanceSen: 1_150_000_000n,
          },
          expect.objectContaining({ line: 4, amountSen: -1_000_000n }),
        ],
      },
    });
  });

  it('takes credit minus debit, and the balances from the running balance', () => {
    const statement = readStatement(
      rows(
        ['Tgl.', 'Rincian Transaksi', 'No. Referensi', 'Debit', 'Kredit', 'Saldo'],
        ['27/11/2026', 'SETORAN', 'REF1', '', '2.000.000,00', '5.000.000,00'],
        ['27/11/2026', 'TARIK', 'REF2', '500.000,00', '', '4.500.000,00'],
      ),
      2026,
    );
    expect(statement.ok && statement.value.lines.map((line) => line.amountSen)).toEqual([
      200_000_000n,
      -50_000_000n,
    ]);
    expect(statement.ok && statement.value.openingBalanceSen).toBe(300_000_000n);
    expect(statement.ok && statement.value.closingBalanceSen).toBe(450_000_000n);
  });

  it.each([
    [[['a', 'b']], 'StatementHeaderMissing', undefined],
    [[[' '], ['']], 'StatementEmpty', undefined],
    [[['date', 'description', 'reference', 'amount']], 'StatementEmpty', undefined],
    [
      [
        ['date', 'description', 'reference', 'amount'],
        ['x', 'd', 'r', '1'],
      ],
      'StatementDateInvalid',
      { line: 2, value: 'x' },
    ],
    [
      [
        ['date', 'description', 'reference', 'amount'],
        ['2026-11-27', 'd', 'r', '1.2.3'],
      ],
      'StatementAmountInvalid',
      { line: 2 },
    ],
    [
      [
        ['date', 'description', 'reference', 'amount'],
        ['2026-11-27', 'd', '', '100'],
      ],
      'StatementReferenceMissing',
      { line: 2 },
    ],
  ] as const)('refuses %j with %s', (cells, code, params) => {
    const result = readStatement(rows(...cells.map((row) => [...row])), 2026);
    expect(result).toEqual(
      params === undefined ? { ok: false, code } : { ok: false, code, params },
    );
  });
});

describe('depositorNamesOf', () => {
  it('finds HINs and virtual account numbers, once each, in any case', () => {
    expect(
      depositorNamesOf(['TRSF pc00000001 PC00000001 VA 107700000002', 'REF 20261127']),
    ).toEqual({ hins: ['PC00000001'], accountNumbers: ['107700000002'] });
    expect(depositorNamesOf(['XPC000000012 IB00000001'])).toEqual({ hins: [], accountNumbers: [] });
  });
});
