import { randomUUID } from 'node:crypto';
import type { UploadedVideo } from '@emas/api/market-insight';
import { megabytesOf } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/app-error.ts';
import type { MarketInsightDeps } from './routes.ts';
import { type VideoOwner, type VideoRow, insertVideo, storedBytesOf } from './video-repository.ts';
import { discardVideo, receiveVideo } from './video-storage.ts';

/** A stored video as the upload call and the Videos desk answer it. */
export const uploadedVideoOf = (video: Omit<VideoRow, 'published'>): UploadedVideo => ({
  video_id: video.id,
  title: video.title,
  description: video.description,
  content_type: video.contentType,
  size_bytes: video.sizeBytes.toString(),
  created_at: new Date(video.createdAtMs).toISOString(),
});

/**
 * Takes an allowed uploader's video (an account in VIDEO_UPLOADERS or an operator): refused
 * over the owner's quota before the body is read and again once the file is in (another
 * upload may have finished meanwhile), then stored as the owner's, unpublished.
 */
export const acceptVideoUpload = async (
  deps: Pick<MarketInsightDeps, 'config' | 'database' | 'clock'>,
  request: FastifyRequest,
  owner: VideoOwner,
): Promise<UploadedVideo> => {
  const { db } = deps.database;
  const { uploadDir, videoBytesMax } = deps.config;
  const quota = BigInt(deps.config.videoUploaderBytesMax);
  const overQuota = new AppError('VideoQuotaExceeded', {
    megabytes: megabytesOf(deps.config.videoUploaderBytesMax),
  });
  if ((await storedBytesOf(db, owner)) >= quota) throw overQuota;
  const received = await receiveVideo(request, { uploadDir, bytesMax: videoBytesMax });
  if (!received.ok) throw AppError.from(received);
  if ((await storedBytesOf(db, owner)) + received.value.sizeBytes > quota) {
    await discardVideo(uploadDir, received.value.fileName);
    throw overQuota;
  }
  const video = { id: randomUUID(), owner, ...received.value, createdAtMs: deps.clock.now() };
  await insertVideo(db, video);
  return uploadedVideoOf(video);
};
