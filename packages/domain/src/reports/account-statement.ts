import {
  IDR_ASSET,
  type LedgerEntryKind,
  LedgerInvariantError,
  type Posting,
  contractIdOfAsset,
  goldAsset,
  parseLedgerAccountId,
} from '../ledger.ts';

/**
 * An account statement's arithmetic (issue 23, Reports › STATEMENTS): what the holder had at
 * the start, every movement of its cash and gold in the period, and what it had at the end,
 * all from the ledger's postings. The holder's cash is every account it owns in rupiah (free,
 * held for orders, held for a withdrawal): a hold moves money between them and is no movement;
 * a movement is an entry that changes the sum. The same holds for gold, per contract.
 *
 * A trade's one posting to the holder is split into its parts (the gold's value, the fee, the
 * tax, the storage fee, the cashback) from the trade's own record, and a fee charge's into fee
 * and tax from the entry's tax posting; each entry's parts must add up to its postings, and
 * opening + movements must equal closing, or the statement is refused as a bug.
 */

/** What a statement line records. */
export const ACCOUNT_STATEMENT_LINE_KINDS = [
  'buy',
  'sell',
  'fee',
  'tax',
  'storage_fee',
  'cashback',
  'deposit',
  'withdrawal',
  'bullion',
  'bullion_charges',
  'adjustment',
  'funding',
  'other',
] as const;
export type AccountStatementLineKind = (typeof ACCOUNT_STATEMENT_LINE_KINDS)[number];

/** One side of a trade, as the trades table keeps it (sen and milligrams). */
export type AccountStatementTrade = {
  readonly contractId: number;
  readonly quantityMg: bigint;
  readonly valueSen: bigint;
  readonly buyerAccountId: string;
  readonly sellerAccountId: string;
  readonly buyerFeeSen: bigint;
  readonly buyerTaxSen: bigint;
  readonly sellerFeeSen: bigint;
  readonly sellerTaxSen: bigint;
  readonly sellerStorageFeeSen: bigint;
  readonly cashbackSen: bigint;
};

/** A ledger entry that touched the holder, with all its postings (the platform's too). */
export type AccountStatementEntry = {
  readonly id: string;
  readonly kind: LedgerEntryKind | (string & {});
  readonly reference: string;
  readonly atMs: number;
  readonly postings: readonly Posting[];
  /** The trade a `trade` entry records (its reference is the trade's id). */
  readonly trade?: AccountStatementTrade | undefined;
};

/** One movement as the statement lists it: a change of cash (sen) and perhaps of one gold. */
export type AccountStatementLine = {
  readonly kind: AccountStatementLineKind;
  readonly entryId: string;
  readonly reference: string;
  readonly atMs: number;
  /** Signed: money in is positive. */
  readonly cashSen: bigint;
  /** The gold asset it moves, if any, and by how much (signed milligrams). */
  readonly gold: { readonly contractId: number; readonly mg: bigint } | null;
};

/** Balances per asset (`IDR`, `XAU:<contract>`), sen or milligrams. */
export type AccountStatementAmounts = ReadonlyMap<string, bigint>;

export type AccountStatementSubtotals = {
  readonly feeSen: bigint;
  readonly taxSen: bigint;
  readonly storageFeeSen: bigint;
  readonly cashbackSen: bigint;
};

/** One asset's row of the summary: opening, what came in, what went out, closing. */
export type AccountStatementBalance = {
  readonly asset: string;
  readonly opening: bigint;
  readonly moneyIn: bigint;
  readonly moneyOut: bigint;
  readonly closing: bigint;
};

export type AccountStatement = {
  /** Cash first, then each gold by contract id. */
  readonly balances: readonly AccountStatementBalance[];
  readonly lines: readonly AccountStatementLine[];
  /** What the fee, tax, storage fee and cashback lines add up to, as positive sen. */
  readonly subtotals: AccountStatementSubtotals;
};

const FUNDING_KINDS: ReadonlySet<string> = new Set([
  'demo_funding',
  'bench_funding',
  'test_funding',
]);
const SHIPMENT_REFERENCE_PREFIX = 'shipment:';

/** The holder's net change of each asset in an entry (its postings to accounts it owns). */
export const ownedChanges = (
  holderId: string,
  postings: readonly Posting[],
): AccountStatementAmounts => {
  const changes = new Map<string, bigint>();
  for (const posting of postings) {
    if (parseLedgerAccountId(posting.ledgerAccountId).ownerId !== holderId) continue;
    changes.set(posting.asset, (changes.get(posting.asset) ?? 0n) + posting.amount);
  }
  return changes;
};

type LineBase = Pick<AccountStatementLine, 'entryId' | 'reference' | 'atMs'>;

const cashLine = (
  base: LineBase,
  kind: AccountStatementLineKind,
  cashSen: bigint,
): AccountStatementLine[] => (cashSen === 0n ? [] : [{ ...base, kind, cashSen, gold: null }]);

const assetLine = (
  base: LineBase,
  kind: AccountStatementLineKind,
  asset: string,
  amount: bigint,
): AccountStatementLine[] => {
  if (amount === 0n) return [];
  const contractId = contractIdOfAsset(asset);
  return contractId === null
    ? cashLine(base, kind, amount)
    : [{ ...base, kind, cashSen: 0n, gold: { contractId, mg: amount } }];
};

/** The buyer's side: the gold for its value, then the fee, tax and cashback. */
const buyerLines = (base: LineBase, trade: AccountStatementTrade): AccountStatementLine[] => [
  {
    ...base,
    kind: 'buy',
    cashSen: -trade.valueSen,
    gold: { contractId: trade.contractId, mg: trade.quantityMg },
  },
  ...cashLine(base, 'fee', -trade.buyerFeeSen),
  ...cashLine(base, 'tax', -trade.buyerTaxSen),
  ...cashLine(base, 'cashback', trade.cashbackSen),
];

/** The seller's side: the value for its gold, then the fee, tax and storage fee. */
const sellerLines = (base: LineBase, trade: AccountStatementTrade): AccountStatementLine[] => [
  {
    ...base,
    kind: 'sell',
    cashSen: trade.valueSen,
    gold: { contractId: trade.contractId, mg: -trade.quantityMg },
  },
  ...cashLine(base, 'fee', -trade.sellerFeeSen),
  ...cashLine(base, 'tax', -trade.sellerTaxSen),
  ...cashLine(base, 'storage_fee', -trade.sellerStorageFeeSen),
];

const tradeLines = (
  holderId: string,
  base: LineBase,
  entry: AccountStatementEntry,
): AccountStatementLine[] => {
  const trade = entry.trade;
  if (trade === undefined) throw new LedgerInvariantError(`trade entry ${entry.id} has no trade`);
  return [
    ...(trade.buyerAccountId === holderId ? buyerLines(base, trade) : []),
    ...(trade.sellerAccountId === holderId ? sellerLines(base, trade) : []),
  ];
};

/** A fee charge: the tax is what the entry posts to tax payable, the fee the rest. */
const feeChargeLines = (base: LineBase, entry: AccountStatementEntry, cashSen: bigint) => {
  const taxSen = entry.postings
    .filter((posting) => parseLedgerAccountId(posting.ledgerAccountId).kind === 'tax_payable')
    .reduce((sum, posting) => sum + posting.amount, 0n);
  return [...cashLine(base, 'fee', cashSen + taxSen), ...cashLine(base, 'tax', -taxSen)];
};

/** The kind of a line of one asset, for entries that are not split into parts. */
const plainKind = (entry: AccountStatementEntry, asset: string): AccountStatementLineKind => {
  switch (entry.kind) {
    case 'deposit':
      return 'deposit';
    case 'adjustment':
      return 'adjustment';
    case 'withdrawal_settle':
      if (!entry.reference.startsWith(SHIPMENT_REFERENCE_PREFIX)) return 'withdrawal';
      return asset === IDR_ASSET ? 'bullion_charges' : 'bullion';
    default:
      return FUNDING_KINDS.has(entry.kind) ? 'funding' : 'other';
  }
};

/** Cash first, then gold by contract id. */
const assetOrder = (a: string, b: string): number =>
  (contractIdOfAsset(a) ?? 0) - (contractIdOfAsset(b) ?? 0);

const sumOf = (lines: readonly AccountStatementLine[]): Map<string, bigint> => {
  const sums = new Map<string, bigint>();
  const add = (asset: string, amount: bigint) => {
    if (amount !== 0n) sums.set(asset, (sums.get(asset) ?? 0n) + amount);
  };
  for (const line of lines) {
    add(IDR_ASSET, line.cashSen);
    if (line.gold !== null) add(goldAsset(line.gold.contractId), line.gold.mg);
  }
  return sums;
};

const sameAmounts = (a: AccountStatementAmounts, b: AccountStatementAmounts): boolean =>
  [...new Set([...a.keys(), ...b.keys()])].every(
    (asset) => (a.get(asset) ?? 0n) === (b.get(asset) ?? 0n),
  );

/**
 * The lines of one entry for the holder, in the order the statement lists them. Throws when
 * they do not add up to the holder's postings in the entry (a trade record that disagrees with
 * its ledger entry is a bug, never something to print).
 */
export const entryLines = (
  holderId: string,
  entry: AccountStatementEntry,
): AccountStatementLine[] => {
  const changes = ownedChanges(holderId, entry.postings);
  const base = { entryId: entry.id, reference: entry.reference, atMs: entry.atMs };
  const lines =
    entry.kind === 'trade'
      ? tradeLines(holderId, base, entry)
      : entry.kind === 'fee_charge'
        ? feeChargeLines(base, entry, changes.get(IDR_ASSET) ?? 0n)
        : [...changes]
            .sort(([a], [b]) => assetOrder(a, b))
            .flatMap(([asset, amount]) => assetLine(base, plainKind(entry, asset), asset, amount));
  if (!sameAmounts(sumOf(lines), changes)) {
    throw new LedgerInvariantError(`statement lines of entry ${entry.id} miss its postings`);
  }
  return lines;
};

const subtotalsOf = (lines: readonly AccountStatementLine[]): AccountStatementSubtotals => {
  const total = (kind: AccountStatementLineKind) =>
    lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.cashSen, 0n);
  return {
    feeSen: -total('fee'),
    taxSen: -total('tax'),
    storageFeeSen: -total('storage_fee'),
    cashbackSen: total('cashback'),
  };
};

const balancesOf = (
  opening: AccountStatementAmounts,
  closing: AccountStatementAmounts,
  lines: readonly AccountStatementLine[],
): AccountStatementBalance[] => {
  const inOut = new Map<string, { moneyIn: bigint; moneyOut: bigint }>();
  const add = (asset: string, amount: bigint) => {
    const sums = inOut.get(asset) ?? { moneyIn: 0n, moneyOut: 0n };
    if (amount > 0n) sums.moneyIn += amount;
    else sums.moneyOut -= amount;
    inOut.set(asset, sums);
  };
  for (const line of lines) {
    if (line.cashSen !== 0n) add(IDR_ASSET, line.cashSen);
    if (line.gold !== null) add(goldAsset(line.gold.contractId), line.gold.mg);
  }
  // Cash always has its row; a gold only when the holder had some or moved some.
  const shown = (asset: string) =>
    asset === IDR_ASSET ||
    inOut.has(asset) ||
    (opening.get(asset) ?? 0n) !== 0n ||
    (closing.get(asset) ?? 0n) !== 0n;
  return [...new Set([IDR_ASSET, ...opening.keys(), ...closing.keys(), ...inOut.keys()])]
    .filter(shown)
    .sort(assetOrder)
    .map((asset) => ({
      asset,
      opening: opening.get(asset) ?? 0n,
      moneyIn: inOut.get(asset)?.moneyIn ?? 0n,
      moneyOut: inOut.get(asset)?.moneyOut ?? 0n,
      closing: closing.get(asset) ?? 0n,
    }));
};

/**
 * The statement of `holderId` from its balances before the period (`opening`), the entries of
 * the period in ledger order, and its balances at the period's end (`closing`, read apart).
 * Throws unless, for every asset, opening + every line = closing to the sen and milligram.
 */
export const accountStatement = (
  holderId: string,
  opening: AccountStatementAmounts,
  entries: readonly AccountStatementEntry[],
  closing: AccountStatementAmounts,
): AccountStatement => {
  const lines = entries.flatMap((entry) => entryLines(holderId, entry));
  const reached = new Map(opening);
  for (const [asset, amount] of sumOf(lines))
    reached.set(asset, (reached.get(asset) ?? 0n) + amount);
  if (!sameAmounts(reached, closing)) {
    throw new LedgerInvariantError(`statement of ${holderId}: opening + movements ≠ closing`);
  }
  return {
    balances: balancesOf(opening, closing, lines),
    lines,
    subtotals: subtotalsOf(lines),
  };
};
