import {
  type BrokerFeeSchedule,
  type BrokerRates,
  SPEC_TRADING_RATES,
  type Result,
  type TradingRates,
  checkBrokerRates,
  ok,
  scheduleInForce,
} from '@emas/domain';
import type { Db } from '../../db/database.ts';
import type { BrokerFeeScheduleTable } from '../../db/schema.ts';
import type { BatchEffects } from './batch-effects.ts';

/**
 * A broker's new fee schedule, sent to the exchange like any command: the engine prices orders
 * from memory, so it learns a change the way it learns a credit limit, and a cluster's leader
 * (whoever leads) gets it over the bus. `effectiveFromMs` is never before the engine's clock
 * when the command is applied: "today" means from now on.
 */
export type FeeScheduleCommand = {
  readonly kind: 'fee_schedule';
  readonly schedule: BrokerFeeSchedule;
  readonly operatorId: string | null;
};

/** The fee schedules the engine holds: every broker's history, loaded at start. */
export class FeeScheduleBook {
  private readonly byBroker = new Map<string, BrokerFeeSchedule[]>();
  private readonly byId = new Map<string, BrokerFeeSchedule>();

  constructor(schedules: readonly BrokerFeeSchedule[] = []) {
    for (const schedule of schedules) this.add(schedule);
  }

  add(schedule: BrokerFeeSchedule): void {
    this.byId.set(schedule.id, schedule);
    this.byBroker.set(schedule.brokerId, [
      ...(this.byBroker.get(schedule.brokerId) ?? []),
      schedule,
    ]);
  }

  /** The schedule an order placed now through this broker is priced by; null: none yet. */
  inForce(brokerId: string, atMs: number): BrokerFeeSchedule | null {
    return scheduleInForce(this.byBroker.get(brokerId) ?? [], atMs);
  }

  /** The rates of the schedule an order was placed under; the spec's for an older order. */
  ratesOf(scheduleId: string | null): TradingRates {
    if (scheduleId === null) return SPEC_TRADING_RATES;
    const schedule = this.byId.get(scheduleId);
    if (schedule === undefined) throw new Error(`fee schedule ${scheduleId} is not loaded`);
    return schedule.rates;
  }
}

export const feeScheduleRow = (
  schedule: BrokerFeeSchedule,
  createdBy: string | null,
): BrokerFeeScheduleTable => ({
  id: schedule.id,
  broker_id: schedule.brokerId,
  effective_from_ms: BigInt(schedule.effectiveFromMs),
  created_at_ms: BigInt(schedule.createdAtMs),
  created_by: createdBy,
  fee_basis_points: schedule.rates.feeBasisPoints,
  fee_minimum_sen: schedule.rates.feeMinimumSen,
  tax_basis_points: schedule.rates.taxBasisPoints,
  storage_basis_points_per_year: schedule.rates.storageBasisPointsPerYear,
  delivery_fee_sen_per_kg: schedule.rates.deliveryFeeSenPerKg,
  delivery_tax_basis_points: schedule.rates.deliveryTaxBasisPoints,
  insurance_basis_points: schedule.rates.insuranceBasisPoints,
  insurance_tax_basis_points: schedule.rates.insuranceTaxBasisPoints,
});

const ratesOfRow = (row: BrokerFeeScheduleTable): BrokerRates => ({
  feeBasisPoints: BigInt(row.fee_basis_points),
  feeMinimumSen: BigInt(row.fee_minimum_sen),
  taxBasisPoints: BigInt(row.tax_basis_points),
  storageBasisPointsPerYear: BigInt(row.storage_basis_points_per_year),
  deliveryFeeSenPerKg: BigInt(row.delivery_fee_sen_per_kg),
  deliveryTaxBasisPoints: BigInt(row.delivery_tax_basis_points),
  insuranceBasisPoints: BigInt(row.insurance_basis_points),
  insuranceTaxBasisPoints: BigInt(row.insurance_tax_basis_points),
});

export const feeScheduleOfRow = (row: BrokerFeeScheduleTable): BrokerFeeSchedule => ({
  id: row.id,
  brokerId: row.broker_id,
  effectiveFromMs: Number(row.effective_from_ms),
  createdAtMs: Number(row.created_at_ms),
  rates: ratesOfRow(row),
});

/** Every broker's schedules, or one broker's: their history is short (a row per change). */
export const loadFeeSchedules = async (db: Db, brokerId?: string): Promise<BrokerFeeSchedule[]> => {
  let query = db.selectFrom('broker_fee_schedules').selectAll();
  if (brokerId !== undefined) query = query.where('broker_id', '=', brokerId);
  return (await query.execute()).map(feeScheduleOfRow);
};

export type FeeScheduleResult = Result<BrokerFeeSchedule>;

/**
 * Takes a new schedule: from its effective time, or from now if that has passed while the
 * command waited, so no order already placed or charged is priced again.
 */
export const applyFeeSchedule = (
  book: FeeScheduleBook,
  effects: BatchEffects,
  nowMs: number,
  command: FeeScheduleCommand,
): FeeScheduleResult => {
  const rates = checkBrokerRates(command.schedule.rates);
  if (!rates.ok) return rates;
  const effectiveFromMs = Math.max(command.schedule.effectiveFromMs, nowMs);
  const schedule = { ...command.schedule, effectiveFromMs, createdAtMs: nowMs };
  book.add(schedule);
  effects.saveFeeSchedule(feeScheduleRow(schedule, command.operatorId));
  return ok(schedule);
};

/** The rates of the schedules some orders keep, by schedule id (orders read outside the engine). */
export const scheduleRatesOf = async (
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, TradingRates>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('broker_fee_schedules')
    .selectAll()
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, ratesOfRow(row)]));
};
