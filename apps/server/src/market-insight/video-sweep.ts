import { intervalJob } from '../feature.ts';
import type { MarketInsightDeps } from './routes.ts';
import { deleteUnpublishedVideo, unpublishedBefore } from './video-repository.ts';
import { discardVideo } from './video-storage.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes the uploads no operator published within VIDEO_UNPUBLISHED_TTL_MS, row first
 * (only while still unpublished, so one published meanwhile stays), then its file.
 */
export const sweepUnpublishedVideos = async (
  deps: Pick<MarketInsightDeps, 'config' | 'database' | 'clock'>,
): Promise<number> => {
  const { db } = deps.database;
  const beforeMs = deps.clock.now() - deps.config.videoUnpublishedRetentionMs;
  let deleted = 0;
  for (const video of await unpublishedBefore(db, beforeMs)) {
    if (!(await deleteUnpublishedVideo(db, video.id))) continue;
    await discardVideo(deps.config.uploadDir, video.fileName);
    deleted += 1;
  }
  return deleted;
};

export const marketInsightJobs = [
  intervalJob<MarketInsightDeps>('sweep unpublished videos', HOUR_MS, sweepUnpublishedVideos),
];
