import type { RecurringBuyRun } from '@emas/api';
import { type Result, fail, jakartaDate, ok } from '@emas/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RecurringBuyDeps } from './deps.ts';
import { claimRun, settleRun } from './run-buys.ts';
import { ownSchedule } from './schedule-repository.ts';
import { runOfDay } from './views.ts';

/**
 * Development only: the schedule's run of today, made now as the job makes it (brought
 * forward to now, claimed, settled). Today's run if there is one already: one run a day stays
 * one run a day, whoever asks.
 */
export const runNow = async (
  deps: RecurringBuyDeps,
  accountId: string,
  id: string,
  log: FastifyBaseLogger,
): Promise<Result<RecurringBuyRun>> => {
  const { db } = deps.database;
  const found = await ownSchedule(db, accountId, id);
  if (!found.ok) return found;
  if (found.value.status !== 'active') return fail('RecurringBuyStopped');
  const nowMs = deps.clock.now();
  const today = jakartaDate(nowMs);
  if ((await runOfDay(db, id, today)) === null) {
    const due = { next_run_at_ms: BigInt(nowMs), next_market_day: today };
    await db.updateTable('recurring_buys').set(due).where('id', '=', id).execute();
    await claimRun(deps, { ...found.value, ...due }, nowMs);
  }
  const claimed = await db
    .selectFrom('recurring_buy_runs')
    .selectAll()
    .where('schedule_id', '=', id)
    .where('market_day', '=', today)
    .where('status', '=', 'placing')
    .executeTakeFirst();
  const onError = (error: unknown) => log.error({ err: error }, 'recurring buy');
  if (claimed !== undefined) await settleRun(deps, claimed, onError);
  const run = await runOfDay(db, id, today);
  return run === null ? fail('RecurringBuyNotFound') : ok(run);
};
