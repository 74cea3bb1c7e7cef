import type { Db } from '../db/database.ts';
import type { VideoTable } from '../db/schema.ts';

/** The videos table: what was uploaded, by whom, and whether the trade page shows it. */

/** Who uploaded a video and whose quota it counts against: an account or an operator. */
export type VideoOwner =
  | { readonly kind: 'account'; readonly id: string }
  | { readonly kind: 'operator'; readonly id: string };

export type VideoRow = {
  readonly id: string;
  readonly owner: VideoOwner;
  readonly title: string;
  readonly description: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: bigint;
  readonly published: boolean;
  readonly createdAtMs: number;
};

export type OperatorVideoRow = VideoRow & {
  readonly uploaderHin: string;
  readonly uploaderName: string;
};

const columns = [
  'videos.id',
  'videos.account_id',
  'videos.operator_id',
  'videos.title',
  'videos.description',
  'videos.file_name',
  'videos.content_type',
  'videos.size_bytes',
  'videos.published',
  'videos.created_at_ms',
] as const;

const rowOf = (row: VideoTable): VideoRow => ({
  id: row.id,
  owner:
    row.account_id === null
      ? { kind: 'operator', id: row.operator_id ?? '' }
      : { kind: 'account', id: row.account_id },
  title: row.title,
  description: row.description,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  published: row.published === 1n,
  createdAtMs: Number(row.created_at_ms),
});

export const insertVideo = async (db: Db, video: Omit<VideoRow, 'published'>): Promise<void> => {
  await db
    .insertInto('videos')
    .values({
      id: video.id,
      account_id: video.owner.kind === 'account' ? video.owner.id : null,
      operator_id: video.owner.kind === 'operator' ? video.owner.id : null,
      title: video.title,
      description: video.description,
      file_name: video.fileName,
      content_type: video.contentType,
      size_bytes: video.sizeBytes,
      published: 0n,
      created_at_ms: BigInt(video.createdAtMs),
    })
    .execute();
};

export const videoById = async (db: Db, id: string): Promise<VideoRow | null> => {
  const row = await db.selectFrom('videos').select(columns).where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : rowOf(row);
};

/** The newest published videos, newest first. */
export const latestPublishedVideos = async (db: Db, limit: number): Promise<VideoRow[]> => {
  const rows = await db
    .selectFrom('videos')
    .select(columns)
    .where('published', '=', 1n)
    .orderBy('created_at_ms', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(rowOf);
};

/**
 * A page of every video for the console, newest first, with its uploader's HIN and name (an
 * operator's upload has no HIN: '-' and the operator's name).
 */
export const videosPage = async (
  db: Db,
  offset: number,
  limit: number,
): Promise<{ count: number; rows: OperatorVideoRow[] }> => {
  const counted = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('videos')
    .leftJoin('accounts', 'accounts.id', 'videos.account_id')
    .leftJoin('operators', 'operators.id', 'videos.operator_id')
    .select([...columns, 'accounts.hin', 'accounts.fullname', 'operators.name'])
    .orderBy('videos.created_at_ms', 'desc')
    .orderBy('videos.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    count: Number(counted.count),
    rows: rows.map((row) => ({
      ...rowOf(row),
      uploaderHin: row.hin ?? '-',
      uploaderName: row.fullname ?? row.name ?? '-',
    })),
  };
};

/** Answers whether the video exists. */
export const setVideoPublished = async (
  db: Db,
  id: string,
  published: boolean,
): Promise<boolean> => {
  const result = await db
    .updateTable('videos')
    .set({ published: published ? 1n : 0n })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** The bytes of every video the owner has stored: what its upload quota counts. */
export const storedBytesOf = async (db: Db, owner: VideoOwner): Promise<bigint> => {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.sum<bigint | string | number | null>('size_bytes').as('total'))
    .where(owner.kind === 'account' ? 'account_id' : 'operator_id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return BigInt(row.total ?? 0);
};

/** Unpublished videos uploaded before `beforeMs`: the sweep's to delete. */
export const unpublishedBefore = async (db: Db, beforeMs: number): Promise<VideoRow[]> => {
  const rows = await db
    .selectFrom('videos')
    .select(columns)
    .where('published', '=', 0n)
    .where('created_at_ms', '<', BigInt(beforeMs))
    .execute();
  return rows.map(rowOf);
};

/** Deletes the row if it is still unpublished; answers whether it did. */
export const deleteUnpublishedVideo = async (db: Db, id: string): Promise<boolean> => {
  const result = await db
    .deleteFrom('videos')
    .where('id', '=', id)
    .where('published', '=', 0n)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
};
