import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { marketInsightEndpoints as calls } from '@emas/api';
import { megabytesOf } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { Exchange } from '../trading/index.ts';
import { TRADE_VIDEO_FRAMES, marketInsightBody, tradeVideoSources } from './market-insight-view.ts';
import { checkVideoLink } from './video-links.ts';
import {
  insertVideo,
  latestPublishedVideos,
  storedBytesOf,
  videoById,
} from './video-repository.ts';
import { discardVideo, receiveVideo, videoPathOf } from './video-storage.ts';
import { sendVideo } from './video-stream.ts';

export type MarketInsightDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly marketData: MarketData;
  /** The contracts' days, as the exchange's last snapshot has them. */
  readonly exchange: Exchange;
};

const ok = 200 as const;
/** Title and description, with room for a browser's extra fields; one file. */
const UPLOAD_LIMITS = { files: 1, fields: 4, parts: 6, fieldSize: 8_192 };

/**
 * Market insight (our own figures and the market calendar), the trade page's video frames,
 * the video upload of /UploadVideo (only the accounts in VIDEO_UPLOADERS, each within its
 * quota; see docs/decisions.md) and the signed stream every player reads.
 */
export const marketInsightRoutes: FastifyPluginAsync<MarketInsightDeps> = async (app, deps) => {
  const { db } = deps.database;
  const { uploadDir, videoBytesMax, secret } = deps.config;
  // Multipart only here, for the video; its size limit is the video's.
  await app.register(multipart, { limits: { ...UPLOAD_LIMITS, fileSize: videoBytesMax } });

  routeOf(app, calls.marketInsight, async (request) => ({
    status: ok,
    data: marketInsightBody(deps, deps.clock.now(), request.query.days),
  }));

  routeOf(app, calls.tradeVideos, async () => {
    const nowMs = deps.clock.now();
    const published =
      deps.config.tradeVideoSources.length > 0
        ? []
        : await latestPublishedVideos(db, TRADE_VIDEO_FRAMES);
    return { status: ok, data: { sources: tradeVideoSources(deps.config, published, nowMs) } };
  });

  routeOf(app, calls.uploadVideo, async (request) => {
    const caller = callerOf(request);
    if (caller.hin === null || !deps.config.videoUploaders.includes(caller.hin)) {
      throw new AppError('VideoUploadNotAllowed');
    }
    const quota = BigInt(deps.config.videoUploaderBytesMax);
    const overQuota = new AppError('VideoQuotaExceeded', {
      megabytes: megabytesOf(deps.config.videoUploaderBytesMax),
    });
    if ((await storedBytesOf(db, caller.id)) >= quota) throw overQuota;
    const received = await receiveVideo(request, { uploadDir, bytesMax: videoBytesMax });
    if (!received.ok) throw AppError.from(received);
    // Counted again once the file is in: another upload may have finished meanwhile.
    if ((await storedBytesOf(db, caller.id)) + received.value.sizeBytes > quota) {
      await discardVideo(uploadDir, received.value.fileName);
      throw overQuota;
    }
    const video = {
      id: randomUUID(),
      accountId: caller.id,
      ...received.value,
      createdAtMs: deps.clock.now(),
    };
    await insertVideo(db, video);
    return {
      status: ok,
      data: {
        video_id: video.id,
        title: video.title,
        description: video.description,
        content_type: video.contentType,
        size_bytes: video.sizeBytes.toString(),
        created_at: new Date(video.createdAtMs).toISOString(),
      },
    };
  });

  routeOf(app, calls.videoStream, async (request, reply) => {
    const { id } = request.params;
    const { expires, signature } = request.query;
    const link = checkVideoLink(
      secret,
      { videoId: id, expiresMs: expires, signature },
      deps.clock.now(),
    );
    if (link === 'forged') throw new AppError('AccessDenied');
    if (link === 'expired') throw new AppError('VideoLinkExpired');
    const video = await videoById(db, id);
    const path = video === null ? null : videoPathOf(uploadDir, video.fileName);
    if (video === null || path === null) throw new AppError('VideoNotFound');
    const sent = await sendVideo(
      reply,
      { path, contentType: video.contentType },
      request.headers.range,
    );
    if (!sent) throw new AppError('VideoNotFound');
    return reply;
  });
};
