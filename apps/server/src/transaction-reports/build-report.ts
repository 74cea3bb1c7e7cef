import { randomUUID } from 'node:crypto';
import {
  DAY_MS,
  type UnusualFinding,
  type UnusualTransactionRules,
  WITHDRAWAL_MAX_IDR,
  addDays,
  jakartaDayStartMs,
  unusualFindingsOf,
} from '@emas/domain';
import type { Config } from '../config.ts';
import { insertRows } from '../db/bulk-insert.ts';
import type { TransactionReportItemTable } from '../db/schema.ts';
import { clientCashMovements } from './cash-movements.ts';
import type { TransactionReportDeps } from './deps.ts';

const HOUR_MS = 3_600_000;
/** "Just under" a limit: within 10% below it (docs/decisions.md). */
const JUST_UNDER_BASIS_POINTS = 1_000n;
/** A pass-through: 80% or more of a deposit withdrawn within the window. */
const PASS_THROUGH_BASIS_POINTS = 8_000n;
const SEN_PER_RUPIAH = 100n;

/** The rules as the configuration sets them. */
export const unusualRulesOf = (config: Config): UnusualTransactionRules => ({
  largeThresholdSen: config.largeTransactionThresholdSen,
  limitsSen: [config.largeTransactionThresholdSen, WITHDRAWAL_MAX_IDR * SEN_PER_RUPIAH],
  justUnderBasisPoints: JUST_UNDER_BASIS_POINTS,
  structuringCountMin: config.structuringCountMin,
  passThroughBasisPoints: PASS_THROUGH_BASIS_POINTS,
  windowMs: config.unusualWindowHours * HOUR_MS,
});

type ItemFigures = Pick<
  TransactionReportItemTable,
  'in_sen' | 'out_sen' | 'movement_count' | 'from_at_ms' | 'to_at_ms'
>;

const figuresOf = (finding: UnusualFinding): ItemFigures => {
  switch (finding.kind) {
    case 'large_cash':
      return {
        in_sen: finding.inSen,
        out_sen: finding.outSen,
        movement_count: 0n,
        from_at_ms: null,
        to_at_ms: null,
      };
    case 'structuring':
      return {
        in_sen: 0n,
        out_sen: finding.totalSen,
        movement_count: BigInt(finding.count),
        from_at_ms: BigInt(finding.fromMs),
        to_at_ms: BigInt(finding.toMs),
      };
    case 'pass_through':
      return {
        in_sen: finding.depositSen,
        out_sen: finding.withdrawnSen,
        movement_count: 0n,
        from_at_ms: BigInt(finding.fromMs),
        to_at_ms: BigInt(finding.toMs),
      };
  }
};

/**
 * Builds a Jakarta day's report once: the report row is claimed first, in the same transaction
 * as its items, so a second build (another process, a restart, the next minute's look) finds it
 * and adds nothing. Reads the day and the window before it (a structuring run may start the day
 * before) and the window after it (a pass-through's withdrawals may come after midnight), so a
 * day is built once the window after it has passed. Answers the items, or null if built before.
 */
export const buildTransactionReport = async (
  deps: TransactionReportDeps,
  day: string,
): Promise<number | null> => {
  const rules = unusualRulesOf(deps.config);
  const dayStartMs = jakartaDayStartMs(day);
  const movements = await clientCashMovements(
    deps.database.db,
    dayStartMs - rules.windowMs,
    dayStartMs + DAY_MS + rules.windowMs,
  );
  const items = [...movements].flatMap(([accountId, ofAccount]) =>
    unusualFindingsOf(ofAccount, dayStartMs, rules).map((finding) => ({
      id: randomUUID(),
      day,
      account_id: accountId,
      kind: finding.kind,
      ...figuresOf(finding),
      status: 'open' as const,
      note: null,
      reviewed_by: null,
      reviewed_at_ms: null,
    })),
  );
  return deps.database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('transaction_reports')
      .values({ day, item_count: BigInt(items.length), built_at_ms: BigInt(deps.clock.now()) })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .returning('day')
      .executeTakeFirst();
    if (claimed === undefined) return null;
    await insertRows(trx, deps.database.dialect, 'transaction_report_items', items);
    return items.length;
  });
};

/**
 * The day whose report is due today: the last whose window after it has passed (with the
 * default 24 hours, the day before yesterday).
 */
export const dueReportDay = (today: string, config: Config): string =>
  addDays(today, -(1 + Math.ceil((config.unusualWindowHours * HOUR_MS) / DAY_MS)));
