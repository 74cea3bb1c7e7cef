import { SPEC_BROKER_RATES, brokers } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { feeScheduleRow } from '../trading/index.ts';
import { shippedRow } from './brandings.ts';

/**
 * Each demo broker's first settings: the spec's rates as its first fee schedule, in force since
 * the epoch (so every order is priced as before), and its white label as shipped. A part runs
 * only if it has not run before, so a database seeded by an older version gains what it lacks.
 */
export const seedDemoBrokerSettings = async (trx: Db, nowMs: number): Promise<void> => {
  const known = await trx.selectFrom('brokers').select('id').execute();
  const ids = new Set(known.map((row) => row.id));
  const seeded = brokers.filter((broker) => ids.has(broker.id));
  if ((await trx.selectFrom('broker_fee_schedules').select('id').limit(1).execute()).length === 0) {
    const rows = seeded.map((broker) =>
      feeScheduleRow(
        {
          id: `${broker.id}-spec`,
          brokerId: broker.id,
          effectiveFromMs: 0,
          createdAtMs: nowMs,
          rates: SPEC_BROKER_RATES,
        },
        null,
      ),
    );
    if (rows.length > 0) await trx.insertInto('broker_fee_schedules').values(rows).execute();
  }
  if ((await trx.selectFrom('broker_brandings').select('broker_id').limit(1).execute()).length > 0)
    return;
  const brandings = seeded.map((broker) => shippedRow(broker.id, nowMs));
  if (brandings.length > 0) await trx.insertInto('broker_brandings').values(brandings).execute();
};
