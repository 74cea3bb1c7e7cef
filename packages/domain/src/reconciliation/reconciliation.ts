/**
 * The daily reconciliation of the back office: for one Jakarta day, each figure the books give
 * beside the figure it must equal from outside them (the bank, the payout desk, the vault), and
 * the difference. A difference, or a figure missing from one side, flags the line; no line is
 * ever left out because it balances or because it does not.
 */

/** What is compared on a line. */
export type ReconciliationItem =
  /** Clients' cash on the ledger (free, reserved and held) against the RPED bank balance. */
  | 'client_cash'
  /** Payouts sent to the bank against payouts settled on the ledger. */
  | 'payouts'
  /** Holds open for more than a day against none: a hold should end within the day. */
  | 'stale_holds'
  /** Gold the vault has handed out against the gold on the holders' books, per contract. */
  | 'gold';

export type ReconciliationLine = {
  readonly item: ReconciliationItem;
  /** IDR (sen) or a contract's gold (mg). */
  readonly asset: string;
  /** The books' figure. */
  readonly booksAmount: bigint;
  /** The figure it must equal; null when nothing outside the books tells it (no statement). */
  readonly counterpartAmount: bigint | null;
  readonly difference: bigint | null;
  readonly flagged: boolean;
  /** How many items the books' figure sums (holds), where it counts. */
  readonly count?: number;
};

/** The day's figures, as the server's queries read them. */
export type ReconciliationFigures = {
  readonly clientCashSen: bigint;
  readonly bankClosingBalanceSen: bigint | null;
  readonly payoutsSentSen: bigint;
  readonly payoutsSettledSen: bigint;
  /** Open holds older than a day at the day's end, per asset. */
  readonly staleHolds: readonly { asset: string; amount: bigint; count: number }[];
  /** Per gold asset: what the vault's account has handed out and what holders hold. */
  readonly gold: readonly { asset: string; vaultMg: bigint; holdersMg: bigint }[];
};

/** One compared pair: flagged when they differ or one is missing. */
export const compared = (
  item: ReconciliationItem,
  asset: string,
  booksAmount: bigint,
  counterpartAmount: bigint | null,
): ReconciliationLine => {
  const difference = counterpartAmount === null ? null : booksAmount - counterpartAmount;
  return {
    item,
    asset,
    booksAmount,
    counterpartAmount,
    difference,
    flagged: difference !== 0n,
  };
};

const IDR = 'IDR';

/**
 * The day's lines in a fixed order: client cash, payouts, stale cash holds (always, even at
 * zero), stale holds of other assets where there are any, then gold per contract.
 */
export const reconcileDay = (figures: ReconciliationFigures): ReconciliationLine[] => {
  const cashHolds = figures.staleHolds.find((hold) => hold.asset === IDR) ?? {
    asset: IDR,
    amount: 0n,
    count: 0,
  };
  const otherHolds = figures.staleHolds.filter((hold) => hold.asset !== IDR);
  return [
    compared('client_cash', IDR, figures.clientCashSen, figures.bankClosingBalanceSen),
    compared('payouts', IDR, figures.payoutsSentSen, figures.payoutsSettledSen),
    ...[cashHolds, ...otherHolds].map((hold) => ({
      ...compared('stale_holds', hold.asset, hold.amount, 0n),
      count: hold.count,
    })),
    ...figures.gold.map((gold) => compared('gold', gold.asset, gold.vaultMg, gold.holdersMg)),
  ];
};

/** The CSV download's header, in the order of `reconciliationCsvRow`. */
export const RECONCILIATION_CSV_HEADER = [
  'date',
  'item',
  'asset',
  'books',
  'counterpart',
  'difference',
  'count',
  'flagged',
] as const;

/** A line as a CSV row: amounts in the asset's minor units (sen, mg), empty where unknown. */
export const reconciliationCsvRow = (date: string, line: ReconciliationLine): string[] => [
  date,
  line.item,
  line.asset,
  line.booksAmount.toString(),
  line.counterpartAmount?.toString() ?? '',
  line.difference?.toString() ?? '',
  line.count?.toString() ?? '',
  line.flagged ? 'yes' : 'no',
];
