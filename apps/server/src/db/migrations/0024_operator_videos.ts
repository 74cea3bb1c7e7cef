import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

const COLUMNS = [
  'id',
  'account_id',
  'title',
  'description',
  'file_name',
  'content_type',
  'size_bytes',
  'published',
  'created_at_ms',
] as const;

/**
 * 0024: a video is owned by an account or by an operator (the console's upload), exactly one.
 * SQLite cannot make a column nullable in place, so the table is rebuilt on both databases:
 * the new one is filled from the old, which is dropped, and takes its name and index.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('videos_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id'))
      .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('published', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addCheckConstraint(
        'videos_one_owner',
        sql`(account_id is null and operator_id is not null) or (account_id is not null and operator_id is null)`,
      )
      .execute();
    const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into videos_next (${columns}) select ${columns} from videos`.execute(db);
    await db.schema.dropTable('videos').execute();
    await db.schema.alterTable('videos_next').renameTo('videos').execute();
    await db.schema.createIndex('videos_created').on('videos').columns(['created_at_ms']).execute();
  },
};
