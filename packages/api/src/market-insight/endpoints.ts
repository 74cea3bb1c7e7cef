import { z } from 'zod';
import { type Endpoint, endpoint } from '../endpoint.ts';
import {
  marketInsightQuerySchema,
  marketInsightResponseSchema,
  operatorVideosQuerySchema,
  operatorVideosResponseSchema,
  publishVideoBodySchema,
  publishVideoParamsSchema,
  publishVideoResponseSchema,
  tradeVideosResponseSchema,
  uploadVideoResponseSchema,
  videoStreamParamsSchema,
  videoStreamQuerySchema,
} from './schemas.ts';

const tag = 'market-insight';

/** Market insight, e-warrant and video upload. */
export const marketInsightEndpoints = {
  marketInsight: endpoint({
    method: 'GET',
    path: '/v2/market/insight',
    query: marketInsightQuerySchema,
    response: marketInsightResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Get the market insight',
    description:
      'Gold in USD and IDR per gram and ounce, the rate, each contract day, the calendar',
  }),
  tradeVideos: endpoint({
    method: 'GET',
    path: '/v2/trade/videos',
    response: tradeVideosResponseSchema,
    auth: 'bearer',
    tag,
    summary: "List the trade page's videos",
    description:
      "The trade page's live frames: configured sources, or the latest published uploads",
  }),
  uploadVideo: endpoint({
    method: 'POST',
    path: '/v2/admin/upload/video',
    response: uploadVideoResponseSchema,
    auth: 'bearer',
    tag,
    summary: 'Upload a video',
    description: 'multipart: title, description, video_file (MP4, WebM or MOV by its bytes)',
  }),
  videoStream: endpoint({
    method: 'GET',
    path: '/v2/videos/:id/stream',
    params: videoStreamParamsSchema,
    query: videoStreamQuerySchema,
    // The video's bytes (206 for a Range), not JSON; the signed link is the permission.
    response: z.unknown(),
    auth: 'none',
    tag,
    summary: 'Stream a video',
    description: 'A video by its signed, expiring link, with Range support for the player',
  }),
  operatorVideos: endpoint({
    method: 'GET',
    path: '/v2/operator/videos',
    query: operatorVideosQuerySchema,
    response: operatorVideosResponseSchema,
    auth: 'operator',
    roles: ['content'],
    tag: 'operator',
    summary: 'List uploaded videos',
    description: 'Every uploaded video, newest first, with a link to play it',
  }),
  operatorUploadVideo: endpoint({
    method: 'POST',
    path: '/v2/operator/videos',
    response: uploadVideoResponseSchema,
    auth: 'operator',
    roles: ['content'],
    tag: 'operator',
    summary: 'Upload a video from the console',
    description: "multipart as /v2/admin/upload/video; counted against the operator's quota",
  }),
  publishVideo: endpoint({
    method: 'POST',
    path: '/v2/operator/videos/:id/publish',
    params: publishVideoParamsSchema,
    body: publishVideoBodySchema,
    response: publishVideoResponseSchema,
    auth: 'operator',
    roles: ['content'],
    tag: 'operator',
    summary: 'Publish or hide a video',
    description: "Shows or hides an upload in the trade page's video frames",
  }),
} as const satisfies Record<string, Endpoint>;
