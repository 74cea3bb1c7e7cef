/**
 * Double-entry rules of the ledger. Every movement of cash or gold is an entry: a set of
 * postings, each adding `amount` (positive or negative) to one ledger account's balance. Within
 * an entry, and so across the whole ledger, the postings of each asset sum to zero.
 *
 * Sign convention: an owner's account holds a positive balance of what the owner has. The
 * platform's source accounts (bank_settlement for cash that came in from banks, vault for gold
 * in the vault) go negative by what they have handed to owners, so the sum stays zero.
 *
 * Reservations move value, they do not copy it: reserving cash for a limit buy posts
 * `cash −x, reserved_cash +x`, so an owner's total cash is cash + reserved_cash and the
 * available trade balance is the free `cash` balance. Gold reserved by a limit sell moves from
 * `gold` to `reserved_gold` the same way.
 */

/** Cash in sen (1/100 rupiah). */
export const IDR_ASSET = 'IDR';
const GOLD_ASSET_PREFIX = 'XAU:';

export const ledgerAccountKinds = [
  /** An owner's free cash (IDR). */
  'cash',
  /** An owner's free gold of one contract. */
  'gold',
  /** Cash held for the owner's open buy orders. */
  'reserved_cash',
  /** Gold held for the owner's open sell orders. */
  'reserved_gold',
  /** Cash of the owner on its way to the owner's RPED bank account (a withdrawal in process). */
  'rped',
  /**
   * Cash or gold of the owner held for a withdrawal or a delivery in process: out of what the
   * owner may trade or withdraw, until the payout settles it or a rejection releases it.
   */
  'withdrawal_hold',
  /** The platform's trading fees. */
  'fee_income',
  /** Tax collected on fees, owed to the tax office. */
  'tax_payable',
  /** The platform's cashback paid to buyers. */
  'cashback',
  /** The platform's side of cash moving to and from banks. */
  'bank_settlement',
  /** The platform's side of gold entering and leaving the vault. */
  'vault',
  /** The platform's side of an operator's correction of an owner's balance. */
  'adjustment',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export type Posting = { ledgerAccountId: string; asset: string; amount: bigint };

/** What an entry records; every entry has one of these kinds. */
export const ledgerEntryKinds = [
  /** Cash or gold held for an open order, or more of it after an edit. */
  'order_hold',
  /** What an order held back to free: a kill, an expiry, the rest after a fill. */
  'order_release',
  /** A fill: value, fee, tax, cashback and gold between buyer, seller and the platform. */
  'trade',
  /** Cash or gold coming in from outside (a bank transfer to the RPED account, gold to vault). */
  'deposit',
  /** Cash or gold held for a withdrawal or delivery request. */
  'withdrawal_hold',
  /** A rejected or failed withdrawal: the hold back to free. */
  'withdrawal_release',
  /** A withdrawal paid out or a delivery sent: the hold leaves the platform. */
  'withdrawal_settle',
  /** A fee charged outside trading (withdrawal, delivery, storage), with its tax. */
  'fee_charge',
  /** An operator's correction, with its reason as the reference. */
  'adjustment',
  /** The demo seed's opening balances. */
  'demo_funding',
  /** Benchmarks' opening balances. */
  'bench_funding',
  /** Tests' opening balances. */
  'test_funding',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** A broken ledger invariant: a bug, never a business rejection. */
export class LedgerInvariantError extends Error {
  override readonly name = 'LedgerInvariantError';
}

/** The asset of a contract's gold, counted in milligrams. */
export const goldAsset = (contractId: number): string => `${GOLD_ASSET_PREFIX}${contractId}`;

/** The contract id of a gold asset, or null for cash or an unknown asset. */
export const contractIdOfAsset = (asset: string): number | null => {
  if (!asset.startsWith(GOLD_ASSET_PREFIX)) return null;
  const id = Number(asset.slice(GOLD_ASSET_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const isKnownAsset = (asset: string): boolean =>
  asset === IDR_ASSET || contractIdOfAsset(asset) !== null;

const isLedgerAccountKind = (value: string): value is LedgerAccountKind =>
  (ledgerAccountKinds as readonly string[]).includes(value);

/** Whose account: an account id, or null for the platform. */
export type LedgerAccountRef = { ownerId: string | null; kind: LedgerAccountKind; asset: string };

const PLATFORM_OWNER = 'platform';
const SEPARATOR = '/';

/**
 * The id of the one ledger account of an owner, kind and asset: `<owner>/<kind>/<asset>`, with
 * owner `platform` for the platform. Deterministic, so an entry can name an account before the
 * account exists and the repository creates it on first use.
 */
export const ledgerAccountId = ({ ownerId, kind, asset }: LedgerAccountRef): string => {
  if (ownerId === PLATFORM_OWNER || ownerId?.includes(SEPARATOR) === true || ownerId === '') {
    throw new LedgerInvariantError(`owner id "${ownerId}" cannot name a ledger account`);
  }
  if (!isKnownAsset(asset)) throw new LedgerInvariantError(`unknown asset "${asset}"`);
  return [ownerId ?? PLATFORM_OWNER, kind, asset].join(SEPARATOR);
};

/** The owner, kind and asset named by a ledger account id; throws on an id not made here. */
export const parseLedgerAccountId = (id: string): LedgerAccountRef => {
  const [owner, kind, asset, ...rest] = id.split(SEPARATOR);
  if (
    owner === undefined ||
    kind === undefined ||
    asset === undefined ||
    rest.length > 0 ||
    owner === ''
  ) {
    throw new LedgerInvariantError(`"${id}" is not a ledger account id`);
  }
  if (!isLedgerAccountKind(kind))
    throw new LedgerInvariantError(`unknown ledger account kind "${kind}"`);
  if (!isKnownAsset(asset)) throw new LedgerInvariantError(`unknown asset "${asset}"`);
  return { ownerId: owner === PLATFORM_OWNER ? null : owner, kind, asset };
};

/**
 * Throws unless the entry may be written: at least one posting, no zero amount, each posting's
 * asset matching its account, and the postings of every asset summing to zero.
 */
export const assertBalanced = (postings: readonly Posting[]): void => {
  if (postings.length === 0) throw new LedgerInvariantError('an entry needs postings');
  const sumByAsset = new Map<string, bigint>();
  for (const posting of postings) {
    if (posting.amount === 0n) {
      throw new LedgerInvariantError(`zero posting to ${posting.ledgerAccountId}`);
    }
    if (parseLedgerAccountId(posting.ledgerAccountId).asset !== posting.asset) {
      throw new LedgerInvariantError(`posting of ${posting.asset} to ${posting.ledgerAccountId}`);
    }
    sumByAsset.set(posting.asset, (sumByAsset.get(posting.asset) ?? 0n) + posting.amount);
  }
  for (const [asset, sum] of sumByAsset) {
    if (sum !== 0n) throw new LedgerInvariantError(`${asset} postings sum to ${sum}, not 0`);
  }
};

/** Only the platform's accounts may go below zero; an owner never holds less than nothing. */
export const mayGoNegative = (ref: Pick<LedgerAccountRef, 'ownerId'>): boolean =>
  ref.ownerId === null;

/** An owner's holding of one asset: free plus reserved is the total. Minor units. */
export type HoldingView = { total: bigint; reserved: bigint; available: bigint };

/** Total, reserved and available from the free and reserved ledger balances (minor units). */
export const holdingView = (free: bigint, reserved: bigint): HoldingView => ({
  total: free + reserved,
  reserved,
  available: free,
});
