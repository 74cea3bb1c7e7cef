import multipart from '@fastify/multipart';
import { marketInsightEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MarketData } from '../market/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ExchangePort } from '../trading/index.ts';
import { TRADE_VIDEO_FRAMES, marketInsightBody, tradeVideoSources } from './market-insight-view.ts';
import { checkVideoLink } from './video-links.ts';
import { latestPublishedVideos, videoById } from './video-repository.ts';
import { videoPathOf } from './video-storage.ts';
import { sendVideo } from './video-stream.ts';
import { acceptVideoUpload } from './video-upload.ts';

export type MarketInsightDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly marketData: MarketData;
  /** The contracts' days, as the exchange's last snapshot has them. */
  readonly exchange: ExchangePort;
};

const ok = 200 as const;
/** Title and description, with room for a browser's extra fields; one file. */
const UPLOAD_LIMITS = { files: 1, fields: 4, parts: 6, fieldSize: 8_192 };

/** Multipart for a scope with a video upload: one file, its size limit the video's. */
export const videoMultipart = (config: Config) =>
  [multipart, { limits: { ...UPLOAD_LIMITS, fileSize: config.videoBytesMax } }] as const;

/**
 * Market insight (our own figures and the market calendar), the trade page's video frames,
 * the video upload of /UploadVideo (only the accounts in VIDEO_UPLOADERS, each within its
 * quota; see docs/decisions.md) and the signed stream every player reads.
 */
export const marketInsightRoutes: FastifyPluginAsync<MarketInsightDeps> = async (app, deps) => {
  const { db } = deps.database;
  const { uploadDir, secret } = deps.config;
  // Multipart only here (and on the console's upload), for the video.
  await app.register(...videoMultipart(deps.config));

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
    const owner = { kind: 'account', id: caller.id } as const;
    return { status: ok, data: await acceptVideoUpload(deps, request, owner) };
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
