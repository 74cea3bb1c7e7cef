import type { BrokerFees } from '@emas/api';
import {
  type Result,
  checkBrokerRates,
  effectiveFromMs,
  fail,
  ok,
  scheduleHistory,
  scheduleInForce,
} from '@emas/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { loadFeeSchedules } from '../trading/index.ts';
import type { BrokerSettingsDeps } from './deps.ts';
import { ratesOfText, scheduleAnswer } from './rates-text.ts';
import type { BrokerFeeScheduleRequest } from '@emas/api';

/** A broker's schedule in force at `nowMs` and, for the console, its history newest first. */
export const brokerFeesOf = async (
  db: Db,
  brokerId: string,
  nowMs: number,
  withHistory: boolean,
): Promise<BrokerFees> => {
  const schedules = await loadFeeSchedules(db, brokerId);
  const inForce = scheduleInForce(schedules, nowMs);
  return {
    broker_id: brokerId,
    in_force: inForce === null ? null : scheduleAnswer(inForce),
    history: withHistory ? scheduleHistory(schedules).map(scheduleAnswer) : [],
  };
};

/**
 * Adds a schedule through the exchange, which prices every order from memory and writes the
 * schedule with its batch: the next order placed once it is in force pays its rates, and no
 * order placed before is priced again.
 */
export const addFeeSchedule = async (
  deps: BrokerSettingsDeps,
  brokerId: string,
  request: BrokerFeeScheduleRequest,
  operatorId: string,
): Promise<Result<BrokerFees>> => {
  const nowMs = deps.clock.now();
  // The engine writes the row with its batch: a broker missing from the database would fail
  // the whole batch, so it is refused here.
  const broker = await deps.database.db
    .selectFrom('brokers')
    .select('id')
    .where('id', '=', brokerId)
    .executeTakeFirst();
  if (broker === undefined) return fail('BrokerNotFound');
  const from = effectiveFromMs(request.effective_date, nowMs);
  if (!from.ok) return from;
  const parsed = ratesOfText(request);
  if (!parsed.ok) return parsed;
  const rates = checkBrokerRates(parsed.value);
  if (!rates.ok) return rates;
  const schedule = {
    id: randomUUID(),
    brokerId,
    effectiveFromMs: from.value,
    createdAtMs: nowMs,
    rates: rates.value,
  };
  const applied = await deps.exchange.submit({ kind: 'fee_schedule', schedule, operatorId });
  if (!applied.ok) return fail(applied.code, applied.params);
  return ok(await brokerFeesOf(deps.database.db, brokerId, deps.clock.now(), true));
};
