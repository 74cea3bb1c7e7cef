import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0023: the bullion charges the server counted for an account (Count Total Charges): the
 * selection of bars, the location, the PVG breakdown and the total in sen. A request whose
 * amount equals a quote still in its validity window is taken at exactly that quote, whatever
 * the gold price did since.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bullion_quotes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('location_postcode', 'text', (c) => c.notNull())
      .addColumn('selection', 'text', (c) => c.notNull())
      .addColumn('service_code', 'text', (c) => c.notNull())
      .addColumn('service_name', 'text', (c) => c.notNull())
      .addColumn('value_goods_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('insurance_sen', 'bigint', (c) => c.notNull())
      .addColumn('insurance_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('total_charge_sen', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bullion_quotes_account')
      .on('bullion_quotes')
      .columns(['account_id', 'location_postcode', 'created_at_ms'])
      .execute();
    await db.schema
      .createIndex('bullion_quotes_created')
      .on('bullion_quotes')
      .columns(['created_at_ms'])
      .execute();
  },
};
