/**
 * Proves the account statement's arithmetic: each kind of ledger entry becomes its lines (a
 * trade split into value, fee, tax, storage fee and cashback for either side; a fee charge
 * into fee and tax; holds no movement at all; withdrawals, bullion, deposits, adjustments and
 * funding as they are), every entry's lines add up to its postings, opening + lines = closing
 * or the statement is refused, the summary's in and out, the subtotals, the period's rules and
 * the document's figures in each language.
 */
import { describe, expect, it } from 'vitest';
import {
  IDR_ASSET,
  type LedgerAccountKind,
  LedgerInvariantError,
  type Posting,
  goldAsset,
  ledgerAccountId,
} from '../ledger.ts';
import {
  type AccountStatementEntry,
  type AccountStatementTrade,
  accountStatement,
  entryLines,
} from './account-statement.ts';
import { accountStatementDocument } from './account-statement-document.ts';
import { accountStatementFileName, accountStatementPeriod } from './account-statement-period.ts';

const HOLDER = 'acc-1';
const OTHER = 'acc-2';
const DG1 = 5;
const GOLD = goldAsset(DG1);

const posting = (
  ownerId: string | null,
  kind: LedgerAccountKind,
  asset: string,
  amount: bigint,
): Posting => ({ ledgerAccountId: ledgerAccountId({ ownerId, kind, asset }), asset, amount });

const trade: AccountStatementTrade = {
  contractId: DG1,
  quantityMg: 1_000n,
  valueSen: 119_200_000n,
  buyerAccountId: HOLDER,
  sellerAccountId: OTHER,
  buyerFeeSen: 1_192_000n,
  buyerTaxSen: 131_120n,
  sellerFeeSen: 1_192_000n,
  sellerTaxSen: 131_120n,
  sellerStorageFeeSen: 476_800n,
  cashbackSen: 5_000n,
};

/** The trade's entry as the engine posts it (fillPostings), with `trade` as its record. */
const tradeEntry = (id: string, atMs: number, t: AccountStatementTrade): AccountStatementEntry => ({
  id,
  kind: 'trade',
  reference: id,
  atMs,
  trade: t,
  postings: [
    posting(
      t.buyerAccountId,
      'reserved_cash',
      IDR_ASSET,
      -(t.valueSen + t.buyerFeeSen + t.buyerTaxSen),
    ),
    posting(
      t.sellerAccountId,
      'cash',
      IDR_ASSET,
      t.valueSen - t.sellerFeeSen - t.sellerTaxSen - t.sellerStorageFeeSen,
    ),
    posting(null, 'fee_income', IDR_ASSET, t.buyerFeeSen + t.sellerFeeSen + t.sellerStorageFeeSen),
    posting(null, 'tax_payable', IDR_ASSET, t.buyerTaxSen + t.sellerTaxSen),
    posting(null, 'cashback', IDR_ASSET, -t.cashbackSen),
    posting(t.buyerAccountId, 'cash', IDR_ASSET, t.cashbackSen),
    posting(t.sellerAccountId, 'reserved_gold', GOLD, -t.quantityMg),
    posting(t.buyerAccountId, 'gold', GOLD, t.quantityMg),
  ],
});

const entry = (
  id: string,
  kind: string,
  postings: Posting[],
  reference = `ref-${id}`,
): AccountStatementEntry => ({ id, kind, reference, atMs: 1_000, postings });

const summary = (lines: ReturnType<typeof entryLines>) =>
  lines.map((line) => [line.kind, line.cashSen, line.gold?.mg ?? null]);

describe('entryLines', () => {
  it('splits a buy into the gold for its value, the fee, the tax and the cashback', () => {
    expect(summary(entryLines(HOLDER, tradeEntry('7', 1_000, trade)))).toEqual([
      ['buy', -119_200_000n, 1_000n],
      ['fee', -1_192_000n, null],
      ['tax', -131_120n, null],
      ['cashback', 5_000n, null],
    ]);
  });

  it('splits a sale into its value, fee, tax and storage fee, skipping what is zero', () => {
    const sale = { ...trade, buyerAccountId: OTHER, sellerAccountId: HOLDER, sellerTaxSen: 0n };
    expect(summary(entryLines(HOLDER, tradeEntry('8', 1_000, sale)))).toEqual([
      ['sell', 119_200_000n, -1_000n],
      ['fee', -1_192_000n, null],
      ['storage_fee', -476_800n, null],
    ]);
  });

  it('gives both sides of a trade with itself, the gold netting to nothing', () => {
    const own = { ...trade, sellerAccountId: HOLDER };
    const kinds = entryLines(HOLDER, tradeEntry('9', 1_000, own)).map((line) => line.kind);
    expect(kinds).toEqual(['buy', 'fee', 'tax', 'cashback', 'sell', 'fee', 'tax', 'storage_fee']);
  });

  it('refuses a trade whose record disagrees with its postings, or that has none', () => {
    const recorded = tradeEntry('10', 1_000, trade);
    const wrong = { ...recorded, trade: { ...trade, buyerFeeSen: 1n } };
    expect(() => entryLines(HOLDER, wrong)).toThrow(LedgerInvariantError);
    expect(() => entryLines(HOLDER, { ...recorded, trade: undefined })).toThrow(/no trade/);
  });

  it('splits a fee charge into the fee and the tax it posted', () => {
    const charge = entry('11', 'fee_charge', [
      posting(HOLDER, 'cash', IDR_ASSET, -555_000n),
      posting(null, 'fee_income', IDR_ASSET, 500_000n),
      posting(null, 'tax_payable', IDR_ASSET, 55_000n),
    ]);
    expect(summary(entryLines(HOLDER, charge))).toEqual([
      ['fee', -500_000n, null],
      ['tax', -55_000n, null],
    ]);
  });

  it('shows no line for a hold or its release, which only move money within the account', () => {
    for (const kind of ['order_hold', 'withdrawal_hold', 'withdrawal_release', 'order_release']) {
      const hold = entry('12', kind, [
        posting(HOLDER, 'cash', IDR_ASSET, -100n),
        posting(HOLDER, 'withdrawal_hold', IDR_ASSET, 100n),
      ]);
      expect(entryLines(HOLDER, hold)).toEqual([]);
    }
  });

  it.each([
    ['withdrawal_settle', 'wd-1', IDR_ASSET, -10_000_000n, 'withdrawal'],
    ['withdrawal_settle', 'shipment:s1:gold:5', GOLD, -5_000n, 'bullion'],
    ['withdrawal_settle', 'shipment:s1:charges', IDR_ASSET, -250_000n, 'bullion_charges'],
    ['deposit', 'dep-1', IDR_ASSET, 50_000_000n, 'deposit'],
    ['deposit', 'dep-2', GOLD, 2_000n, 'deposit'],
    ['adjustment', 'adj-1', IDR_ASSET, -1_000n, 'adjustment'],
    ['demo_funding', 'demo', IDR_ASSET, 100n, 'funding'],
    ['something_new', 'x', IDR_ASSET, 100n, 'other'],
  ])('lists a %s (%s) of %s as one %s line', (kind, reference, asset, amount, lineKind) => {
    const holderKind =
      kind === 'withdrawal_settle' ? 'withdrawal_hold' : asset === IDR_ASSET ? 'cash' : 'gold';
    const moved = entry(
      '13',
      kind,
      [posting(HOLDER, holderKind, asset, amount), posting(null, 'vault', asset, -amount)],
      reference,
    );
    const [line, ...rest] = entryLines(HOLDER, moved);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ kind: lineKind, reference, atMs: 1_000 });
    if (asset === IDR_ASSET) expect(line).toMatchObject({ cashSen: amount, gold: null });
    else expect(line).toMatchObject({ cashSen: 0n, gold: { contractId: DG1, mg: amount } });
  });
});

describe('accountStatement', () => {
  const deposit = entry('1', 'deposit', [
    posting(HOLDER, 'cash', IDR_ASSET, 200_000_000n),
    posting(null, 'bank_settlement', IDR_ASSET, -200_000_000n),
  ]);
  const entries = [deposit, tradeEntry('2', 2_000, trade)];
  const opening = new Map([[IDR_ASSET, 1_000n]]);
  const closing = new Map([
    [IDR_ASSET, 1_000n + 200_000_000n - 119_200_000n - 1_192_000n - 131_120n + 5_000n],
    [GOLD, 1_000n],
  ]);

  it('sums each asset in and out, and the fee, tax, storage fee and cashback lines', () => {
    const statement = accountStatement(HOLDER, opening, entries, closing);
    expect(statement.balances).toEqual([
      {
        asset: IDR_ASSET,
        opening: 1_000n,
        moneyIn: 200_005_000n,
        moneyOut: 120_523_120n,
        closing: closing.get(IDR_ASSET),
      },
      { asset: GOLD, opening: 0n, moneyIn: 1_000n, moneyOut: 0n, closing: 1_000n },
    ]);
    expect(statement.subtotals).toEqual({
      feeSen: 1_192_000n,
      taxSen: 131_120n,
      storageFeeSen: 0n,
      cashbackSen: 5_000n,
    });
    expect(statement.lines.map((line) => line.kind)).toEqual([
      'deposit',
      'buy',
      'fee',
      'tax',
      'cashback',
    ]);
  });

  it('refuses a statement whose movements do not lead from opening to closing', () => {
    const off = new Map([...closing, [GOLD, 999n]]);
    expect(() => accountStatement(HOLDER, opening, entries, off)).toThrow(LedgerInvariantError);
    expect(() => accountStatement(HOLDER, new Map(), entries, closing)).toThrow(/closing/);
  });

  it('keeps the cash row and a gold held all along, and leaves out gold never held', () => {
    const still = new Map([
      [IDR_ASSET, 0n],
      [GOLD, 3_000n],
      [goldAsset(1), 0n],
    ]);
    const statement = accountStatement(HOLDER, still, [], still);
    expect(statement.balances.map((balance) => balance.asset)).toEqual([IDR_ASSET, GOLD]);
    expect(statement.lines).toEqual([]);
  });
});

describe('accountStatementPeriod', () => {
  const today = '2026-11-24';
  it.each([
    ['2026-11-01', '2026-11-24'],
    ['2025-11-24', '2026-11-24'],
    ['2020-01-01', '2020-12-31'],
  ])('takes %s to %s', (from, to) => {
    expect(accountStatementPeriod(from, to, today)).toEqual({
      ok: true,
      value: { dateStart: from, dateEnd: to },
    });
  });

  it.each([
    ['2026-11-10', '2026-11-09'],
    ['2019-12-31', '2020-01-31'],
    ['2026-11-01', '2026-11-25'],
    ['2026-02-29', '2026-03-01'],
    ['', '2026-11-01'],
  ])('refuses %s to %s as outside the reports’ dates', (from, to) => {
    expect(accountStatementPeriod(from, to, today)).toEqual({
      ok: false,
      code: 'AccountStatementRangeInvalid',
      params: { min: '2020-01-01', today },
    });
  });

  it('refuses more than 366 days', () => {
    expect(accountStatementPeriod('2025-11-23', '2026-11-24', today)).toEqual({
      ok: false,
      code: 'AccountStatementRangeTooLong',
      params: { days: 366 },
    });
  });

  it('names the file by HIN and dates', () => {
    const range = { dateStart: '2026-11-01', dateEnd: '2026-11-30' };
    expect(accountStatementFileName('PC00000001', range)).toBe(
      'statement-PC00000001-2026-11-01-2026-11-30.pdf',
    );
    expect(accountStatementFileName(null, range)).toBe(
      'statement-account-2026-11-01-2026-11-30.pdf',
    );
  });
});

describe('accountStatementDocument', () => {
  const statement = accountStatement(
    HOLDER,
    new Map([[IDR_ASSET, 150_000_000n]]),
    [tradeEntry('2', Date.UTC(2026, 10, 24, 3, 5), trade)],
    new Map([
      [IDR_ASSET, 150_000_000n - 119_200_000n - 1_192_000n - 131_120n + 5_000n],
      [GOLD, 1_000n],
    ]),
  );
  const facts = {
    holderName: 'Citra Lestari',
    hin: 'PC00000001',
    address: null,
    range: { dateStart: '2026-11-01', dateEnd: '2026-11-24' },
    printedAtMs: Date.UTC(2026, 10, 24, 3, 0),
  };

  it('writes figures the Indonesian way, with the running cash balance', () => {
    const doc = accountStatementDocument(statement, { ...facts, locale: 'id' });
    expect(doc.title).toBe('Laporan Rekening');
    expect(doc.account).toEqual([
      { label: 'Nama', value: 'Citra Lestari' },
      { label: 'HIN', value: 'PC00000001' },
      { label: 'Periode', value: '1 November 2026 s.d. 24 November 2026' },
      { label: 'Dicetak', value: '24/11/2026 10:00' },
    ]);
    expect(doc.summaryRows).toEqual([
      ['Kas (Rupiah)', 'Rp 1.500.000,00', 'Rp 50,00', 'Rp 1.205.231,20', 'Rp 294.818,80'],
      ['DG1 - Emas 1 gram Pool', '0,000 g', '1,000 g', '0,000 g', '1,000 g'],
    ]);
    expect(doc.movements[0]).toEqual({
      date: '24/11/2026 10:05',
      description: 'Beli DG1 - Emas 1 gram Pool',
      reference: 'Ref. 2',
      cash: '-Rp 1.192.000,00',
      gold: '+1,000 g',
      cashBalance: 'Rp 308.000,00',
    });
    expect(doc.movements.map((row) => row.cash)).toEqual([
      '-Rp 1.192.000,00',
      '-Rp 11.920,00',
      '-Rp 1.311,20',
      '+Rp 50,00',
    ]);
    expect(doc.subtotals.map((row) => row.value)).toEqual([
      'Rp 11.920,00',
      'Rp 1.311,20',
      'Rp 0,00',
      'Rp 50,00',
    ]);
    expect(doc.pageLabel(2)).toBe('Halaman 2');
  });

  it('writes them the English way, with the address when there is one', () => {
    const doc = accountStatementDocument(statement, {
      ...facts,
      address: 'Jl. Sudirman 1, Jakarta',
      locale: 'en',
    });
    expect(doc.account[2]).toEqual({ label: 'Address', value: 'Jl. Sudirman 1, Jakarta' });
    expect(doc.summaryRows[0]).toEqual([
      'Cash (rupiah)',
      'Rp 1,500,000.00',
      'Rp 50.00',
      'Rp 1,205,231.20',
      'Rp 294,818.80',
    ]);
    expect(doc.movements[0]?.description).toBe('Buy DG1 - Emas 1 gram Pool');
    expect(doc.pageLabel(2)).toBe('Page 2');
  });
});
