import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/** The rate columns of a fee schedule: basis points and sen, as `BrokerRates` names them. */
const RATE_COLUMNS = [
  'fee_basis_points',
  'fee_minimum_sen',
  'tax_basis_points',
  'storage_basis_points_per_year',
  'delivery_fee_sen_per_kg',
  'delivery_tax_basis_points',
  'insurance_basis_points',
  'insurance_tax_basis_points',
] as const;

/**
 * 0034: settings that are a broker's own. Fee schedules are history: a change is a new row,
 * never an update, and an order names the schedule it was placed under, so a later change never
 * re-prices it (orders from before schedules name none and keep the spec's rates). A broker's
 * white label (name, colours, register path, logo) lives in one row an admin edits; the logo is
 * kept as base64 text, which both databases store alike.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    let schedules = db.schema
      .createTable('broker_fee_schedules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('broker_id', 'text', (c) => c.notNull().references('brokers.id'))
      .addColumn('effective_from_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'text');
    for (const column of RATE_COLUMNS) {
      schedules = schedules.addColumn(column, 'bigint', (c) => c.notNull());
    }
    await schedules.execute();
    await db.schema
      .createIndex('broker_fee_schedules_broker')
      .on('broker_fee_schedules')
      .columns(['broker_id', 'effective_from_ms'])
      .execute();
    await db.schema.alterTable('orders').addColumn('fee_schedule_id', 'text').execute();
    await db.schema
      .createTable('broker_brandings')
      .addColumn('broker_id', 'text', (c) => c.primaryKey().references('brokers.id'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('brand_colour', 'text', (c) => c.notNull())
      .addColumn('brand_strong_colour', 'text', (c) => c.notNull())
      .addColumn('register_path', 'text')
      .addColumn('logo_type', 'text')
      .addColumn('logo_base64', 'text')
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .execute();
  },
};
