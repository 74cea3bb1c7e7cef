import { marketInsightEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { operatorOf, recordOperatorAction } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { videoLinkOf } from './video-links.ts';
import { setVideoPublished, videosPage } from './video-repository.ts';
import { type MarketInsightDeps, videoMultipart } from './routes.ts';
import { acceptVideoUpload, uploadedVideoOf } from './video-upload.ts';

const ok = 200 as const;

/**
 * The console's Videos desk, registered inside the operator plugin's scope (its guard is
 * scoped there): every upload with a signed link to play it, and publishing an upload to the
 * trade page's frames, written to the audit log. An operator uploads too (its own scope, with
 * multipart), within the same per-uploader quota; the sweep treats its uploads like any other.
 */
export const marketInsightOperatorDesk = (app: FastifyInstance, deps: MarketInsightDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorVideos, async (request) => {
    const { offset, limit } = request.query;
    const nowMs = deps.clock.now();
    const page = await videosPage(db, offset, limit);
    return {
      status: ok,
      data: {
        count: page.count,
        body: page.rows.map((video) => ({
          ...uploadedVideoOf(video),
          uploader_hin: video.uploaderHin,
          uploader_name: video.uploaderName,
          published: video.published,
          stream_url: videoLinkOf(deps.config.secret, video.id, nowMs),
        })),
      },
    };
  });
  void app.register(async (scope) => {
    await scope.register(...videoMultipart(deps.config));
    routeOf(scope, calls.operatorUploadVideo, async (request) => {
      const owner = { kind: 'operator', id: operatorOf(request).id } as const;
      return { status: ok, data: await acceptVideoUpload(deps, request, owner) };
    });
  });
  routeOf(app, calls.publishVideo, async (request) => {
    const { id } = request.params;
    const { published } = request.body;
    if (!(await setVideoPublished(db, id, published))) throw new AppError('VideoNotFound');
    await recordOperatorAction(
      db,
      {
        operatorId: operatorOf(request).id,
        action: published ? 'video.publish' : 'video.unpublish',
        subject: id,
        detail: { published },
      },
      deps.clock.now(),
    );
    return { status: ok, data: { video_id: id, published } };
  });
};
