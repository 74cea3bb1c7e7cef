import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.ts';

/**
 * 0017: content operators write. `news_items` are the domestic news feed's items (the feed at
 * /get/rss/news/domestic_news.rss is built from them); `promo_contents` holds one row per slot,
 * the promo page and the landing banner, rewritten in place.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('news_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('published_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('news_items_published')
      .on('news_items')
      .columns(['published_at_ms'])
      .execute();
    await db.schema
      .createTable('promo_contents')
      .addColumn('slot', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('updated_at_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
