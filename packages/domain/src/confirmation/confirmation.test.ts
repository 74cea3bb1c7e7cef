/**
 * Proves the trade confirmation's document and pages: each side's own fee, tax and total from
 * the trade's figures (never recomputed), the dollar version at the trade's rate in thousandths,
 * the document id, dates in Jakarta, the four pages in the spec's order with 'Page n/4', both
 * languages on every label, and refusals of facts no committed trade can have.
 */
import { describe, expect, it } from 'vitest';
import {
  type ConfirmationFacts,
  confirmationDocument,
  confirmationDocumentId,
  companyRegistrationIdOf,
} from './document.ts';
import { confirmationLogos } from './logos.ts';
import {
  CONFIRMATION_PAGE_COUNT,
  CONFIRMATION_TERMS,
  type ConfirmationPage,
  confirmationDateText,
  confirmationPages,
  confirmationTimeText,
  fieldValueText,
} from './pages.ts';

/** 2026-11-24 10:00 in Jakarta. */
const TRADED_AT_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

/** One lot of DG1 at Rp 1.192.800: fee Rp 11.928, tax Rp 1.312,08 (as the engine charged). */
const facts = (overrides: Partial<ConfirmationFacts> = {}): ConfirmationFacts => ({
  tradeId: '0193f0a1b2c3000012345678',
  tradeSequence: 42n,
  direction: 'buy',
  tradedAtMs: TRADED_AT_MS,
  contractId: 5,
  quantityMg: 1_000n,
  valueSen: 119_280_000n,
  rateIdrPerUsd: 14_000n,
  buyer: {
    name: 'Citra Lestari',
    bankName: 'Bank Central Asia',
    hin: 'PC00000001',
    orderId: 'order-buy',
    brokerId: 'metalgo',
  },
  seller: {
    name: 'Likuiditas Prima',
    bankName: null,
    hin: 'LP00000001',
    orderId: 'order-sell',
    brokerId: 'pospaygold',
  },
  buyerFeeSen: 1_192_800n,
  buyerTaxSen: 131_208n,
  sellerFeeSen: 1_100_000n,
  sellerTaxSen: 121_000n,
  sellerStorageFeeSen: 0n,
  ...overrides,
});

describe('confirmationDocument', () => {
  it.each([
    {
      direction: 'buy' as const,
      holder: 'PC00000001',
      order: 'order-buy',
      idr: { fee: 1_192_800n, tax: 131_208n, storageFee: 0n, total: 120_604_008n },
      usd: { amount: 85_200n, fee: 852n, tax: 94n, storageFee: 0n, total: 86_146n },
      broker: 'metalgo',
    },
    {
      direction: 'sell' as const,
      holder: 'LP00000001',
      order: 'order-sell',
      idr: { fee: 1_100_000n, tax: 121_000n, storageFee: 0n, total: 118_059_000n },
      usd: { amount: 85_200n, fee: 786n, tax: 86n, storageFee: 0n, total: 84_328n },
      broker: 'pospaygold',
    },
  ])('gives the $direction side its own fee, tax and total', (row) => {
    const doc = confirmationDocument(facts({ direction: row.direction }));
    expect(doc.holderId).toBe(row.holder);
    expect(doc.orderReferenceId).toBe(row.order);
    expect(doc.transactionId).toBe('0193f0a1b2c3000012345678');
    expect(doc.brokerId).toBe(row.broker);
    expect(doc.idr).toEqual({ currency: 'idr', scale: 2, amount: 119_280_000n, ...row.idr });
    expect(doc.usd).toEqual({ currency: 'usd', scale: 3, ...row.usd });
  });

  it('dates the trade in Jakarta: trade, value and delivery day, and the document id', () => {
    // 23:30 UTC is already the next day in Jakarta.
    const late = Date.UTC(2026, 10, 24, 23, 30, 0);
    const doc = confirmationDocument(facts({ tradedAtMs: late, direction: 'sell' }));
    expect(doc.tradeDate).toBe('2026-11-25');
    expect(doc.valueDate).toBe('2026-11-25');
    expect(doc.deliveryDate).toBe('2026-11-25');
    expect(doc.documentId).toBe('TC-20261125-00000042-S');
    expect(doc.location).toBe('Jakarta');
  });

  it('names the contract line: code, name, product and lots in tenths', () => {
    const doc = confirmationDocument(facts({ contractId: 4, quantityMg: 25n }));
    expect(doc.contract).toEqual({
      contractId: 4,
      codeName: 'DG001',
      name: 'Emas 0,01 gram Pool',
      typeName: 'Emas Digital',
      quantityMg: 25n,
      quantityLotTenths: 25n,
    });
    expect(confirmationDocument(facts({ contractId: 3 })).contract.typeName).toBe('KAU');
  });

  it('gives each party its broker’s registration id', () => {
    const doc = confirmationDocument(facts());
    expect(doc.buyer.companyRegistrationId).toBe(companyRegistrationIdOf('metalgo'));
    expect(companyRegistrationIdOf('unknown')).toBe('-');
  });

  it.each([
    ['an unknown contract', { contractId: 99 }],
    ['a quantity off the 0.1-lot grid', { contractId: 1, quantityMg: 150n }],
    ['no quantity', { quantityMg: 0n }],
    ['a rate of zero', { rateIdrPerUsd: 0n }],
  ])('throws on %s', (_name, overrides) => {
    expect(() => confirmationDocument(facts(overrides))).toThrow();
  });

  it('pads the sequence of the document id', () => {
    expect(confirmationDocumentId('2026-01-02', 7n, 'buy')).toBe('TC-20260102-00000007-B');
  });
});

const fieldOf = (fields: ConfirmationPage['money'], label: string) =>
  fields?.find((field) => field.label.en === label)?.value;

describe('confirmationPages', () => {
  const pages = confirmationPages(confirmationDocument(facts()));

  it('lays out four pages: Rupiah on 1-2, dollars on 3-4, each with its footer', () => {
    expect(pages).toHaveLength(CONFIRMATION_PAGE_COUNT);
    expect(pages.map((page) => page.currency)).toEqual(['idr', 'idr', 'usd', 'usd']);
    expect(pages.map((page) => page.footer.page)).toEqual([
      'Page 1/4',
      'Page 2/4',
      'Page 3/4',
      'Page 4/4',
    ]);
    expect(new Set(pages.map((page) => page.footer.documentId))).toEqual(
      new Set(['TC-20261124-00000042-B']),
    );
    expect(pages[0]?.title).toEqual({
      id: 'KONFIRMASI TRANSAKSI - BELI',
      en: 'TRADE CONFIRMATION - BUY',
    });
  });

  it('shows the trade on pages 1 and 3 and the money on pages 2 and 4', () => {
    const [first, second, third, fourth] = pages;
    expect(first?.identifiers?.map((field) => field.value)).toEqual([
      'order-buy',
      '0193f0a1b2c3000012345678',
      'PC00000001',
      '24/11/2026 10:00:00 WIB',
    ]);
    expect(first?.parties?.[1].fields.map((field) => field.value)).toEqual([
      'Likuiditas Prima',
      '-',
      'LP00000001',
      'order-sell',
      'AHU-0012345.AH.01.01.2019',
    ]);
    expect(first?.contractLine?.cells).toEqual([
      'DG1 - Emas 1 gram Pool',
      'Emas Digital',
      '1,0 lot (1,000 g)',
      'IDR',
      'Rp 1.192.800,00',
    ]);
    expect(third?.contractLine?.cells.slice(2)).toEqual(['1.0 lot (1.000 g)', 'USD', '$85.20']);
    expect(first?.money).toBeUndefined();
    expect(fieldOf(second?.money, 'Execution Fee 1%')).toBe('Rp 11.928,00');
    expect(fieldOf(second?.money, 'Tax 0.11%')).toBe('Rp 1.312,08');
    expect(fieldOf(second?.money, 'Total Payable')).toBe('Rp 1.206.040,08');
    expect(fieldOf(fourth?.money, 'Execution Fee 1%')).toBe('$0.852');
    expect(fieldOf(fourth?.money, 'Tax 0.11%')).toBe('$0.094');
    expect(fieldOf(fourth?.money, 'Total Payable')).toBe('$86.15');
    expect(fieldOf(fourth?.money, 'Trade Rate')).toBe('Rp 14.000 / USD');
  });

  it('labels fee and tax as the spec prints them, with the percent of the value charged', () => {
    // A Rp 10.000 buy pays the Rp500 minimum fee (5%) and its Rp55 tax (0,55%).
    const small = confirmationPages(
      confirmationDocument(
        facts({ valueSen: 1_000_000n, buyerFeeSen: 50_000n, buyerTaxSen: 5_500n }),
      ),
    );
    const labels = small[1]?.money?.slice(1, 3).map((field) => field.label);
    expect(labels).toEqual([
      { id: 'Biaya Eksekusi 5%', en: 'Execution Fee 5%' },
      { id: 'Pajak 0,55%', en: 'Tax 0.55%' },
    ]);
    expect(small[3]?.money?.slice(1, 3).map((field) => field.label)).toEqual(labels);
  });

  it('names a sell’s total what the seller receives', () => {
    const sell = confirmationPages(confirmationDocument(facts({ direction: 'sell' })));
    expect(fieldOf(sell[1]?.money, 'Total Receivable')).toBe('Rp 1.180.590,00');
    expect(sell[0]?.title.en).toBe('TRADE CONFIRMATION - SELL');
    expect(fieldOf(sell[1]?.money, 'Storage Fee 0%')).toBe('Rp 0,00');
    expect(fieldOf(pages[1]?.money, 'Storage Fee 0%')).toBeUndefined();
  });

  it('takes a sale’s storage fee from what the seller receives, in both versions', () => {
    // A year held: 2% of Rp 1.192.800.
    const sell = confirmationPages(
      confirmationDocument(facts({ direction: 'sell', sellerStorageFeeSen: 2_385_600n })),
    );
    expect(fieldOf(sell[1]?.money, 'Storage Fee 2%')).toBe('Rp 23.856,00');
    expect(fieldOf(sell[1]?.money, 'Total Receivable')).toBe('Rp 1.156.734,00');
    expect(sell[1]?.money?.find((f) => f.label.en === 'Storage Fee 2%')?.label.id).toBe(
      'Biaya Penyimpanan 2%',
    );
    expect(fieldOf(sell[3]?.money, 'Storage Fee 2%')).toBe('$1.704');
    expect(fieldOf(sell[3]?.money, 'Total Receivable')).toBe('$82.62');
  });

  it('states settlement, vault, location, value and delivery dates, and the terms', () => {
    const second = pages[1];
    expect(second?.statuses?.map((field) => fieldValueText(field.value, 'en'))).toEqual([
      'Immediate settlement by payment',
      'Deposited',
      'Jakarta',
      '24/11/2026',
      '24/11/2026',
    ]);
    expect(second?.terms).toBe(CONFIRMATION_TERMS);
    expect(CONFIRMATION_TERMS.some((term) => term.en.includes('by post costs USD 2'))).toBe(true);
  });

  it('labels every field in Indonesian and English', () => {
    for (const page of pages) {
      const labels = [
        ...(page.identifiers ?? []),
        ...(page.money ?? []),
        ...(page.statuses ?? []),
        ...(page.parties ?? []).flatMap((block) => block.fields),
      ].map((field) => field.label);
      for (const label of [...labels, ...(page.contractLine?.headers ?? [])]) {
        expect(label.id.trim()).not.toBe('');
        expect(label.en.trim()).not.toBe('');
      }
    }
  });

  it('writes dates day first', () => {
    expect(confirmationDateText('2026-03-09')).toBe('09/03/2026');
    expect(confirmationTimeText(Date.UTC(2026, 2, 8, 17, 5, 9))).toBe('09/03/2026 00:05:09 WIB');
  });
});

describe('confirmationLogos', () => {
  it('heads with the exchange, the clearing house and the holder’s broker', () => {
    expect(confirmationLogos('nunomics').map((logo) => logo.key)).toEqual([
      'exchange',
      'clearing',
      'nunomics',
    ]);
    expect(confirmationLogos('unknown')[2].key).toBe('metalgo');
  });
});
