/**
 * Proves the ledger's pure rules: which entries balance, how assets and ledger accounts are
 * named and parsed, and how free and reserved balances make a holding.
 */
import { describe, expect, it } from 'vitest';
import {
  IDR_ASSET,
  LedgerInvariantError,
  type Posting,
  assertBalanced,
  contractIdOfAsset,
  goldAsset,
  holdingView,
  ledgerAccountId,
  mayGoNegative,
  parseLedgerAccountId,
} from './ledger.ts';

const client = 'a1b2c3';
const cash = ledgerAccountId({ ownerId: client, kind: 'cash', asset: IDR_ASSET });
const bank = ledgerAccountId({ ownerId: null, kind: 'bank_settlement', asset: IDR_ASSET });
const gold = ledgerAccountId({ ownerId: client, kind: 'gold', asset: goldAsset(4) });
const vault = ledgerAccountId({ ownerId: null, kind: 'vault', asset: goldAsset(4) });

const idr = (ledgerAccountId: string, amount: bigint): Posting => ({
  ledgerAccountId,
  asset: IDR_ASSET,
  amount,
});
const xau = (ledgerAccountId: string, amount: bigint): Posting => ({
  ledgerAccountId,
  asset: 'XAU:4',
  amount,
});

describe('assertBalanced', () => {
  it.each<[string, Posting[]]>([
    ['a deposit', [idr(cash, 100n), idr(bank, -100n)]],
    [
      'cash and gold in one entry',
      [idr(cash, -5n), idr(bank, 5n), xau(gold, 10n), xau(vault, -10n)],
    ],
    ['three postings of one asset', [idr(cash, 7n), idr(bank, -3n), idr(bank, -4n)]],
  ])('accepts %s', (_name, postings) => {
    expect(() => assertBalanced(postings)).not.toThrow();
  });

  it.each<[string, Posting[], RegExp]>([
    ['an empty entry', [], /needs postings/],
    ['a zero amount', [idr(cash, 0n)], /zero posting/],
    ['an unbalanced asset', [idr(cash, 100n), idr(bank, -99n)], /IDR postings sum to 1/],
    [
      'one asset balanced, the other not',
      [idr(cash, 1n), idr(bank, -1n), xau(gold, 2n)],
      /XAU:4 postings sum to 2/,
    ],
    ['assets that only balance across each other', [idr(cash, 5n), xau(vault, -5n)], /sum to/],
    [
      'a posting whose asset differs from its account',
      [{ ledgerAccountId: cash, asset: 'XAU:4', amount: 1n }, xau(vault, -1n)],
      /posting of XAU:4/,
    ],
    [
      'an account id not made by ledgerAccountId',
      [idr('x', 1n), idr(bank, -1n)],
      /not a ledger account id/,
    ],
  ])('refuses %s', (_name, postings, message) => {
    expect(() => assertBalanced(postings)).toThrow(LedgerInvariantError);
    expect(() => assertBalanced(postings)).toThrow(message);
  });
});

describe('asset names', () => {
  it.each([
    [1, 'XAU:1'],
    [5, 'XAU:5'],
  ])('gold of contract %i is %s and parses back', (id, asset) => {
    expect(goldAsset(id)).toBe(asset);
    expect(contractIdOfAsset(asset)).toBe(id);
  });

  it.each(['IDR', 'XAU:', 'XAU:0', 'XAU:x', 'XAG:1'])('%s names no contract', (asset) => {
    expect(contractIdOfAsset(asset)).toBeNull();
  });
});

describe('ledger account ids', () => {
  it.each([
    [{ ownerId: 'u1', kind: 'cash', asset: 'IDR' }, 'u1/cash/IDR'],
    [{ ownerId: 'u1', kind: 'reserved_gold', asset: 'XAU:3' }, 'u1/reserved_gold/XAU:3'],
    [{ ownerId: null, kind: 'vault', asset: 'XAU:1' }, 'platform/vault/XAU:1'],
  ] as const)('%o is %s and parses back', (ref, id) => {
    expect(ledgerAccountId(ref)).toBe(id);
    expect(parseLedgerAccountId(id)).toEqual(ref);
  });

  it.each(['platform', 'a/b', ''])('refuses owner id %j', (ownerId) => {
    expect(() => ledgerAccountId({ ownerId, kind: 'cash', asset: 'IDR' })).toThrow(
      LedgerInvariantError,
    );
  });

  it.each(['u1/cash', 'u1/cash/IDR/x', 'u1/savings/IDR', 'u1/cash/EUR', '/cash/IDR'])(
    'refuses to parse %s',
    (id) => {
      expect(() => parseLedgerAccountId(id)).toThrow(LedgerInvariantError);
    },
  );

  it('lets only platform accounts go negative', () => {
    expect(mayGoNegative({ ownerId: null })).toBe(true);
    expect(mayGoNegative({ ownerId: 'u1' })).toBe(false);
  });
});

describe('holdingView', () => {
  it.each([
    [100n, 0n, { total: 100n, reserved: 0n, available: 100n }],
    [70n, 30n, { total: 100n, reserved: 30n, available: 70n }],
    [0n, 0n, { total: 0n, reserved: 0n, available: 0n }],
  ])('free %i and reserved %i', (free, reserved, view) => {
    expect(holdingView(free, reserved)).toEqual(view);
  });
});
