import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0021: uploaded videos. The file lives under UPLOAD_DIR/videos with a random name; the row
 * holds who uploaded it, what it is (its type read from its bytes) and whether an operator
 * has published it to the trade page's video frames.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('published', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('videos_created').on('videos').columns(['created_at_ms']).execute();
  },
};
