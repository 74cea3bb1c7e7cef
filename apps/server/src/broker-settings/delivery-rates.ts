import { type DeliveryRates, SPEC_DELIVERY_RATES, scheduleInForce } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { loadFeeSchedules } from '../trading/index.ts';

/**
 * The delivery rates an account's broker charges now: its schedule in force when the parcel is
 * quoted (a quote kept for a request keeps its figures). A delivery is no exchange order, so
 * this reads the database, as the bullion desk does for everything else.
 */
export const deliveryRatesOf = async (
  db: Db,
  accountId: string,
  nowMs: number,
): Promise<DeliveryRates> => {
  const account = await db
    .selectFrom('accounts')
    .select('broker_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (account === undefined) return SPEC_DELIVERY_RATES;
  const schedules = await loadFeeSchedules(db, account.broker_id);
  return scheduleInForce(schedules, nowMs)?.rates ?? SPEC_DELIVERY_RATES;
};
