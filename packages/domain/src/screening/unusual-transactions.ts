import { DAY_MS } from '../trading/fees.ts';

/**
 * The large and unusual transactions compliance reports to the financial intelligence unit
 * (PPATK). Pure rules over an account's cash movements, in sen and epoch milliseconds:
 *
 * - large cash: money in, or money out, in one Jakarta day reaches the threshold;
 * - structuring: several withdrawals each just under a limit (at least `countMin` within
 *   `windowMs`), the way someone keeps every one below a check;
 * - pass-through: a deposit followed within `windowMs` by withdrawals of most of it, money
 *   that only passed through the account.
 */

/** Money in (a deposit credited), a withdrawal asked for, or a withdrawal paid out. */
export type CashMovement = {
  readonly kind: 'deposit' | 'withdrawal_request' | 'withdrawal_paid';
  readonly amountSen: bigint;
  readonly atMs: number;
};

export type UnusualTransactionRules = {
  readonly largeThresholdSen: bigint;
  /** The limits a structurer stays under: the large threshold, a withdrawal's maximum. */
  readonly limitsSen: readonly bigint[];
  /** How far below a limit still counts as "just under", in basis points of the limit. */
  readonly justUnderBasisPoints: bigint;
  readonly structuringCountMin: number;
  /** The share of a deposit withdrawn that makes a pass-through, in basis points. */
  readonly passThroughBasisPoints: bigint;
  /** How close in time the withdrawals of a pattern are. */
  readonly windowMs: number;
};

export type UnusualFinding =
  | { readonly kind: 'large_cash'; readonly inSen: bigint; readonly outSen: bigint }
  | {
      readonly kind: 'structuring';
      readonly count: number;
      readonly totalSen: bigint;
      readonly fromMs: number;
      readonly toMs: number;
    }
  | {
      readonly kind: 'pass_through';
      readonly depositSen: bigint;
      readonly withdrawnSen: bigint;
      readonly fromMs: number;
      readonly toMs: number;
    };

const BASIS_POINTS = 10_000n;
const JAKARTA_UTC_OFFSET = '+07:00';

/** Epoch ms of 00:00 in Jakarta on `date` (YYYY-MM-DD); the day runs to 24 hours later. */
export const jakartaDayStartMs = (date: string): number =>
  Date.parse(`${date}T00:00:00${JAKARTA_UTC_OFFSET}`);

const sum = (amounts: readonly bigint[]): bigint => amounts.reduce((a, b) => a + b, 0n);

/** Money in and out paid on the day `[fromMs, fromMs + DAY_MS)`, reported when either reaches. */
export const largeCashOf = (
  movements: readonly CashMovement[],
  dayStartMs: number,
  thresholdSen: bigint,
): UnusualFinding | null => {
  const onDay = movements.filter((m) => m.atMs >= dayStartMs && m.atMs < dayStartMs + DAY_MS);
  const inSen = sum(onDay.filter((m) => m.kind === 'deposit').map((m) => m.amountSen));
  const outSen = sum(onDay.filter((m) => m.kind === 'withdrawal_paid').map((m) => m.amountSen));
  return inSen >= thresholdSen || outSen >= thresholdSen
    ? { kind: 'large_cash', inSen, outSen }
    : null;
};

/** Whether an amount is below a limit by at most the rules' share of it. */
export const isJustUnder = (amountSen: bigint, rules: UnusualTransactionRules): boolean =>
  rules.limitsSen.some(
    (limit) =>
      amountSen < limit && (limit - amountSen) * BASIS_POINTS <= limit * rules.justUnderBasisPoints,
  );

const byTime = (a: CashMovement, b: CashMovement) => a.atMs - b.atMs;

/**
 * The densest run of just-under withdrawal requests within the window that ends on the day, if
 * it has at least `structuringCountMin`; the run must reach into the day, so a day reports only
 * what happened on it.
 */
export const structuringOf = (
  movements: readonly CashMovement[],
  dayStartMs: number,
  rules: UnusualTransactionRules,
): UnusualFinding | null => {
  const under = movements
    .filter((m) => m.kind === 'withdrawal_request' && isJustUnder(m.amountSen, rules))
    .sort(byTime);
  let best: CashMovement[] = [];
  for (let last = 0; last < under.length; last += 1) {
    const end = under[last] as CashMovement;
    if (end.atMs < dayStartMs || end.atMs >= dayStartMs + DAY_MS) continue;
    const run = under.slice(0, last + 1).filter((m) => m.atMs > end.atMs - rules.windowMs);
    if (run.length > best.length) best = run;
  }
  if (best.length < rules.structuringCountMin) return null;
  return {
    kind: 'structuring',
    count: best.length,
    totalSen: sum(best.map((m) => m.amountSen)),
    fromMs: (best[0] as CashMovement).atMs,
    toMs: (best[best.length - 1] as CashMovement).atMs,
  };
};

/**
 * The first deposit on the day followed, within the window, by withdrawal requests adding up to
 * at least the rules' share of it.
 */
export const passThroughOf = (
  movements: readonly CashMovement[],
  dayStartMs: number,
  rules: UnusualTransactionRules,
): UnusualFinding | null => {
  const sorted = [...movements].sort(byTime);
  const deposits = sorted.filter(
    (m) => m.kind === 'deposit' && m.atMs >= dayStartMs && m.atMs < dayStartMs + DAY_MS,
  );
  for (const deposit of deposits) {
    const after = sorted.filter(
      (m) =>
        m.kind === 'withdrawal_request' &&
        m.atMs >= deposit.atMs &&
        m.atMs < deposit.atMs + rules.windowMs,
    );
    const withdrawnSen = sum(after.map((m) => m.amountSen));
    if (
      after.length > 0 &&
      withdrawnSen * BASIS_POINTS >= deposit.amountSen * rules.passThroughBasisPoints
    ) {
      const toMs = (after[after.length - 1] as CashMovement).atMs;
      return {
        kind: 'pass_through',
        depositSen: deposit.amountSen,
        withdrawnSen,
        fromMs: deposit.atMs,
        toMs,
      };
    }
  }
  return null;
};

/** Everything one account's movements show for the day starting at `dayStartMs`. */
export const unusualFindingsOf = (
  movements: readonly CashMovement[],
  dayStartMs: number,
  rules: UnusualTransactionRules,
): UnusualFinding[] =>
  [
    largeCashOf(movements, dayStartMs, rules.largeThresholdSen),
    structuringOf(movements, dayStartMs, rules),
    passThroughOf(movements, dayStartMs, rules),
  ].filter((finding): finding is UnusualFinding => finding !== null);
