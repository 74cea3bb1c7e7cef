import { randomUUID } from 'node:crypto';
import type {
  OperatorNewsItem,
  OperatorNewsRequest,
  OperatorPromoRequest,
  PromoContent,
} from '@emas/api';
import type { PromoSlot } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { NewsItemTable } from '../db/schema.ts';
import type { PublishedItem } from './rss-writer.ts';

/** The domestic feed publishes at most this many of the newest items. */
export const DOMESTIC_FEED_ITEMS_MAX = 50;

const iso = (ms: bigint) => new Date(Number(ms)).toISOString();

const newsAnswer = (row: NewsItemTable): OperatorNewsItem => ({
  id: row.id,
  title: row.title,
  link: row.link,
  description: row.description,
  pub_date: iso(row.published_at_ms),
  updated_at: iso(row.updated_at_ms),
});

const newest = (db: Db) =>
  db.selectFrom('news_items').selectAll().orderBy('published_at_ms', 'desc').orderBy('id', 'desc');

/** A page of the news items, newest first, for the console. */
export const newsItemsPage = async (db: Db, offset: number, limit: number) => {
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('news_items')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    newest(db).offset(offset).limit(limit).execute(),
  ]);
  return { count: Number(counted.n), body: rows.map(newsAnswer) };
};

/** The items the domestic RSS feed publishes, newest first. */
export const domesticFeedItems = async (db: Db): Promise<PublishedItem[]> =>
  (await newest(db).limit(DOMESTIC_FEED_ITEMS_MAX).execute()).map((row) => ({
    id: row.id,
    title: row.title,
    link: row.link,
    description: row.description,
    publishedAtMs: Number(row.published_at_ms),
  }));

const publishedMs = (input: OperatorNewsRequest, nowMs: number): bigint =>
  BigInt(input.pub_date === undefined ? nowMs : Date.parse(input.pub_date));

export const addNewsItem = async (db: Db, input: OperatorNewsRequest, nowMs: number) => {
  const row: NewsItemTable = {
    id: randomUUID(),
    title: input.title.trim(),
    link: input.link,
    description: input.description.trim(),
    published_at_ms: publishedMs(input, nowMs),
    created_at_ms: BigInt(nowMs),
    updated_at_ms: BigInt(nowMs),
  };
  await db.insertInto('news_items').values(row).execute();
  return newsAnswer(row);
};

/** Rewrites an item; null when there is no such item. */
export const editNewsItem = async (
  db: Db,
  id: string,
  input: OperatorNewsRequest,
  nowMs: number,
): Promise<OperatorNewsItem | null> => {
  const row = await db
    .updateTable('news_items')
    .set({
      title: input.title.trim(),
      link: input.link,
      description: input.description.trim(),
      ...(input.pub_date === undefined ? {} : { published_at_ms: publishedMs(input, nowMs) }),
      updated_at_ms: BigInt(nowMs),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? null : newsAnswer(row);
};

/** Removes an item; false when there was none. */
export const deleteNewsItem = async (db: Db, id: string): Promise<boolean> => {
  const result = await db.deleteFrom('news_items').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
};

const EMPTY_PROMO: PromoContent = { title: '', body: '', link: null, updated_at: null };

/** The promo page or the banner; empty until an operator writes it. */
export const promoContentOf = async (db: Db, slot: PromoSlot): Promise<PromoContent> => {
  const row = await db
    .selectFrom('promo_contents')
    .selectAll()
    .where('slot', '=', slot)
    .executeTakeFirst();
  if (row === undefined) return EMPTY_PROMO;
  return { title: row.title, body: row.body, link: row.link, updated_at: iso(row.updated_at_ms) };
};

export const savePromoContent = async (
  db: Db,
  slot: PromoSlot,
  input: OperatorPromoRequest,
  nowMs: number,
): Promise<void> => {
  const values = {
    title: input.title.trim(),
    body: input.body.trim(),
    link: input.link,
    updated_at_ms: BigInt(nowMs),
  };
  await db
    .insertInto('promo_contents')
    .values({ slot, ...values })
    .onConflict((conflict) => conflict.column('slot').doUpdateSet(values))
    .execute();
};
