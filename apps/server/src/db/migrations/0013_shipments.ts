import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0013: bullion deliveries by post. A shipment holds its bars per contract (split into
 * entries by the contract's multiple), its charges in sen, its status (001 to 009) and the
 * tracking events each status change adds. Its gold and charges are exchange holds whose
 * references derive from the shipment id.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('shipments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('location_postcode', 'text', (c) => c.notNull())
      .addColumn('location_city', 'text', (c) => c.notNull())
      .addColumn('location_address', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('service_code', 'text', (c) => c.notNull())
      .addColumn('service_name', 'text', (c) => c.notNull())
      .addColumn('total_quantity', 'bigint', (c) => c.notNull())
      .addColumn('total_weight_mg', 'bigint', (c) => c.notNull())
      .addColumn('value_goods_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_sen', 'bigint', (c) => c.notNull())
      .addColumn('fee_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('insurance_sen', 'bigint', (c) => c.notNull())
      .addColumn('insurance_tax_sen', 'bigint', (c) => c.notNull())
      .addColumn('total_charge_sen', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('receipt_number', 'text', (c) => c.unique())
      .addColumn('order_date', 'text', (c) => c.notNull())
      .addColumn('estimated_arrival', 'text')
      .addColumn('holds_settled', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cancel_reason', 'text')
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shipments_account')
      .on('shipments')
      .columns(['account_id', 'created_at_ms'])
      .execute();
    await db.schema.createIndex('shipments_status').on('shipments').columns(['status']).execute();
    await db.schema
      .createTable('shipment_items')
      .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipments.id'))
      .addColumn('contract_id', 'bigint', (c) => c.notNull())
      .addColumn('quantity', 'bigint', (c) => c.notNull())
      .addColumn('weight_mg', 'bigint', (c) => c.notNull())
      .addColumn('entries', 'bigint', (c) => c.notNull())
      .addColumn('entry_weight_grams', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shipment_items_pk', ['shipment_id', 'contract_id'])
      .execute();
    await db.schema
      .createTable('shipment_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('shipment_id', 'text', (c) => c.notNull().references('shipments.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('event_name', 'text', (c) => c.notNull())
      .addColumn('office', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('event_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('shipment_events_shipment')
      .on('shipment_events')
      .columns(['shipment_id', 'event_at_ms'])
      .execute();
  },
};
