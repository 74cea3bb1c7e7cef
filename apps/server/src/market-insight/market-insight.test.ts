/**
 * Proves the insight calls on SQLite and PostgreSQL through the real app: market insight's gold
 * figures are exact (IDR = USD × the buy rate, per ounce and per gram) with the exchange's
 * calendar; a real video uploads and streams whole or by range through its signed link; an
 * executable named .mp4, an oversized file and missing fields are refused with their codes and
 * leave no file behind; only the accounts in VIDEO_UPLOADERS upload (others 403), each within
 * its quota, and uploads left unpublished are swept, row and file; operators list and publish
 * uploads (audited), and upload from the console within an operator's quota (swept alike); the
 * trade page's frames show what was published, or the configured sources instead.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDecimalString } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { executableBytes, multipartOf, sampleVideo } from './test-kit.ts';
import { sweepUnpublishedVideos } from './video-sweep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** client@demo.emas.id, the account the uploads are allowed to. */
const CLIENT_HIN = 'PC00000001';
const HOUR_MS = 60 * 60 * 1000;

type Insight = {
  gold: Record<'usd_per_ounce' | 'usd_per_gram' | 'idr_per_ounce' | 'idr_per_gram', string>;
  rate: { buy: string; sell: string };
  contracts: { contract_id: number; low_idr: string | null; change_percent: string | null }[];
  market: { is_closed: boolean; close_type: number };
  calendar: { date: string; spans: { from: string; to: string; close_type: number }[] }[];
  special_closure: { from: string; to: string };
  widgets: string;
};
type OperatorVideo = { video_id: string; title: string; published: boolean; stream_url: string };

const startApp = async (kind: Parameters<typeof createTestApp>[0], overrides: Partial<Config>) => {
  const uploadDir = await mkdtemp(join(tmpdir(), 'emas-videos-'));
  const t = await createTestApp(kind, {
    uploadDir,
    marketHours: 'exchange',
    sessionIdleMs: 10 * DAY_MS,
    sessionAbsoluteMs: 10 * DAY_MS,
    ...overrides,
  });
  return { t, uploadDir };
};

describe.each(databaseKinds())('market insight and videos on %s', (kind) => {
  let t: TestApp;
  let uploadDir: string;
  let client: SignedIn;
  let operatorToken: string;
  let video: Buffer;

  const upload = (fields: Record<string, string>, file?: Parameters<typeof multipartOf>[1]) => {
    const body = multipartOf(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/v2/admin/upload/video',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(client) },
    });
  };
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${operatorToken}` } });
  const videosFolder = async () => readdir(join(uploadDir, 'videos')).catch(() => []);
  const operatorVideos = async () =>
    (await operator('GET', '/v2/operator/videos')).json<{
      data: { count: number; body: OperatorVideo[] };
    }>().data;

  beforeAll(async () => {
    ({ t, uploadDir } = await startApp(kind, {
      videoBytesMax: 64 * 1024,
      videoUploaders: [CLIENT_HIN],
    }));
    client = await signInAs(t.app, 'client@demo.emas.id');
    operatorToken = await signInAsOperator(t.app);
    video = await sampleVideo();
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('market insight', () => {
    it('gives gold in USD and IDR per ounce and gram, exactly at the buy rate', async () => {
      const response = await t.app.inject({ url: '/v2/market/insight', headers: bearer(client) });
      expect(response.statusCode).toBe(200);
      const { gold, rate } = response.json<{ data: Insight }>().data;
      const sen = (text: string) => parseDecimalString(text, 2) as bigint;
      const reference = t.marketData.referenceFeed.current().xauUsdCentsPerOunce;
      expect(sen(gold.usd_per_ounce)).toBe(reference);
      expect(sen(gold.idr_per_ounce)).toBe(reference * BigInt(rate.buy));
      // Per gram: an ounce is 31.1034768 g, so IDR per gram × 31.1034768 is within a sen of IDR per ounce.
      const perOunceFromGram = (sen(gold.idr_per_gram) * 311_034_768n) / 10_000_000n;
      expect(sen(gold.idr_per_ounce) - perOunceFromGram).toBeLessThanOrEqual(31n);
      expect(gold.usd_per_gram).toMatch(/^\d+\.\d{4}$/);
      expect(rate.buy).toBe(t.config.streamRateIdrPerUsd.toString());
    });

    it("gives each active contract's day, the market status and the coming weeks' calendar", async () => {
      const response = await t.app.inject({
        url: '/v2/market/insight?days=21',
        headers: bearer(client),
      });
      const insight = response.json<{ data: Insight }>().data;
      expect(insight.contracts.map((c) => c.contract_id).sort()).toEqual([1, 3, 4, 5]);
      expect(insight.contracts.every((c) => c.low_idr === null && c.change_percent === null)).toBe(
        true,
      );
      expect(insight.market).toEqual({ is_closed: false, close_type: 0 });
      expect(insight.calendar).toHaveLength(21);
      expect(insight.calendar[0]).toEqual({
        date: '2026-11-24',
        weekday: 2,
        spans: [
          { from: '00:00', to: '05:00', close_type: 0 },
          { from: '05:00', to: '07:00', close_type: 1 },
          { from: '07:00', to: '24:00', close_type: 0 },
        ],
      });
      const holiday = insight.calendar.find((day) => day.date === '2026-11-30');
      expect(holiday?.spans).toEqual([{ from: '00:00', to: '24:00', close_type: 2 }]);
      expect(insight.special_closure).toEqual({ from: '2026-11-29', to: '2026-12-02' });
      expect(insight.widgets).toBe('none');
    });

    it('refuses a bad number of days and a caller without a session', async () => {
      const tooMany = await t.app.inject({
        url: '/v2/market/insight?days=99',
        headers: bearer(client),
      });
      expect(tooMany.statusCode).toBe(422);
      const anonymous = await t.app.inject({ url: '/v2/market/insight' });
      expect(anonymous.json<{ status: number }>().status).toBe(498);
    });
  });

  describe('video upload', () => {
    it('stores a real video under a random name, its type read from its bytes', async () => {
      const response = await upload(
        { title: ' Morning market ', description: 'Opening call' },
        { name: 'clip.bin', type: 'application/octet-stream', bytes: video },
      );
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Record<string, string> }>();
      expect(data).toMatchObject({
        title: 'Morning market',
        description: 'Opening call',
        content_type: 'video/webm',
        size_bytes: String(video.length),
      });
      const files = await videosFolder();
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f-]{36}\.webm$/);
    });

    it('refuses an executable named .mp4 and leaves no file', async () => {
      const before = await videosFolder();
      const response = await upload(
        { title: 'Not a video' },
        { name: 'clip.mp4', type: 'video/mp4', bytes: executableBytes() },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'VideoTypeInvalid',
        err_message: expect.stringContaining('MP4, WebM'),
      });
      expect(await videosFolder()).toEqual(before);
    });

    it('refuses a file over the limit and removes the partial file', async () => {
      const before = await videosFolder();
      const big = Buffer.concat([video, Buffer.alloc(70 * 1024)]);
      const response = await upload(
        { title: 'Too big' },
        { name: 'big.webm', type: 'video/webm', bytes: big },
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'VideoTooLarge',
        err_message: expect.stringContaining('1 MB'),
      });
      expect(await videosFolder()).toEqual(before);
    });

    it.each([
      ['no title', {}, true, 'VideoTitleRequired', 422],
      ['no file', { title: 'A title' }, false, 'VideoFileRequired', 422],
    ])('refuses %s', async (_, fields, withFile, code, status) => {
      const before = await videosFolder();
      const file = withFile ? { name: 'a.webm', type: 'video/webm', bytes: video } : undefined;
      const response = await upload(fields, file);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ code: string }>().code).toBe(code);
      expect(await videosFolder()).toEqual(before);
    });

    it('refuses a body that is not multipart, and a caller without a session', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/upload/video',
        payload: { title: 'x' },
        headers: bearer(client),
      });
      expect(json.json()).toMatchObject({ code: 'VideoFileRequired' });
      const body = multipartOf(
        { title: 'x' },
        { name: 'a.webm', type: 'video/webm', bytes: video },
      );
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/upload/video',
        payload: body.payload,
        headers: body.headers,
      });
      expect(anonymous.json<{ status: number }>().status).toBe(498);
    });
  });

  describe('the videos desk and the stream', () => {
    it('lists uploads for operators only, with their uploader', async () => {
      const { count, body } = await operatorVideos();
      expect(count).toBe(1);
      expect(body[0]).toMatchObject({ title: 'Morning market', published: false });
      const asClient = await t.app.inject({ url: '/v2/operator/videos', headers: bearer(client) });
      expect(asClient.statusCode).toBe(401);
    });

    it('streams the whole video and a byte range through the signed link', async () => {
      const [listed] = (await operatorVideos()).body;
      const whole = await t.app.inject({ url: listed?.stream_url });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(video)).toBe(true);
      const part = await t.app.inject({
        url: listed?.stream_url,
        headers: { range: 'bytes=0-99' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
      expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
      const past = await t.app.inject({
        url: listed?.stream_url,
        headers: { range: `bytes=${video.length}-` },
      });
      expect(past.statusCode).toBe(416);
    });

    it('refuses a forged or expired link', async () => {
      const [listed] = (await operatorVideos()).body;
      const url = listed?.stream_url ?? '';
      const forged = url.replace(
        /signature=./,
        (match) => `${match.slice(0, -1)}${match.endsWith('A') ? 'B' : 'A'}`,
      );
      expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
      t.clock.advance(3 * HOUR_MS);
      const expired = await t.app.inject({ url });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'VideoLinkExpired' });
    });

    it('shows published uploads in the trade frames, audited, and hides them again', async () => {
      const frames = async () =>
        (await t.app.inject({ url: '/v2/trade/videos', headers: bearer(client) })).json<{
          data: { sources: { id: string; kind: string; url: string; title: string }[] };
        }>().data.sources;
      expect(await frames()).toEqual([]);
      const [listed] = (await operatorVideos()).body;
      const id = listed?.video_id ?? '';
      const published = await operator('POST', `/v2/operator/videos/${id}/publish`, {
        published: true,
      });
      expect(published.statusCode).toBe(200);
      const [frame] = await frames();
      expect(frame).toMatchObject({ id, kind: 'video', title: 'Morning market' });
      const streamed = await t.app.inject({ url: frame?.url });
      expect(streamed.rawPayload.equals(video)).toBe(true);
      const actions = (await operator('GET', '/v2/operator/actions')).json<{
        data: { body: { action: string; subject: string }[] };
      }>().data.body;
      expect(actions[0]).toMatchObject({ action: 'video.publish', subject: id });
      await operator('POST', `/v2/operator/videos/${id}/publish`, { published: false });
      expect(await frames()).toEqual([]);
      const unknown = await operator('POST', '/v2/operator/videos/nope/publish', {
        published: true,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});

describe.each(databaseKinds())(
  'who may upload videos, how much, and for how long, on %s',
  (kind) => {
    let t: TestApp;
    let uploadDir: string;
    let video: Buffer;
    beforeAll(async () => {
      video = await sampleVideo();
      // Room for two copies of the sample, not three.
      ({ t, uploadDir } = await startApp(kind, {
        videoUploaders: [CLIENT_HIN],
        videoUploaderBytesMax: video.length * 2 + 100,
      }));
    });
    afterAll(async () => {
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    });
    const postVideo = async (url: string, authorization: Record<string, string>, title: string) => {
      const body = multipartOf({ title }, { name: 'a.webm', type: 'video/webm', bytes: video });
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...authorization },
      });
    };
    const uploadAs = async (who: SignedIn, title: string) =>
      postVideo('/v2/admin/upload/video', bearer(who), title);
    const stored = async () => readdir(join(uploadDir, 'videos')).catch(() => []);

    it('answers every account not allowed 403, storing nothing', async () => {
      const other = await signInAs(t.app, 'client2@demo.emas.id');
      const refused = await uploadAs(other, 'Not staff');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'VideoUploadNotAllowed',
        err_message: 'Video uploads are for staff and the accounts an operator allows.',
      });
      expect(await stored()).toEqual([]);
    });

    it("keeps an uploader's videos within its quota, and sweeps those left unpublished", async () => {
      const client = await signInAs(t.app, 'client@demo.emas.id');
      expect((await uploadAs(client, 'First')).statusCode).toBe(200);
      const second = await uploadAs(client, 'Second');
      expect(second.statusCode).toBe(200);
      const over = await uploadAs(client, 'Third');
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'VideoQuotaExceeded' });
      expect(await stored()).toHaveLength(2);

      const operatorToken = await signInAsOperator(t.app);
      const keptId = second.json<{ data: { video_id: string } }>().data.video_id;
      const published = await t.app.inject({
        method: 'POST',
        url: `/v2/operator/videos/${keptId}/publish`,
        payload: { published: true },
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      expect(published.statusCode).toBe(200);
      expect(await sweepUnpublishedVideos(t)).toBe(0);
      t.clock.advance(t.config.videoUnpublishedRetentionMs + 1);
      expect(await sweepUnpublishedVideos(t)).toBe(1);
      const rows = await t.database.db.selectFrom('videos').select(['id', 'file_name']).execute();
      expect(rows.map((row) => row.id)).toEqual([keptId]);
      expect(await stored()).toEqual([rows[0]?.file_name]);
    });

    it("takes an operator's upload from the console, within its own quota, listed on the desk", async () => {
      const operatorToken = await signInAsOperator(t.app);
      const operatorBearer = { authorization: `Bearer ${operatorToken}` };
      const asOperator = async (title: string) =>
        postVideo('/v2/operator/videos', operatorBearer, title);
      const first = await asOperator('Desk one');
      expect(first.statusCode).toBe(200);
      expect((await asOperator('Desk two')).statusCode).toBe(200);
      const over = await asOperator('Desk three');
      expect(over.statusCode).toBe(413);
      expect(over.json()).toMatchObject({ code: 'VideoQuotaExceeded' });
      const desk = (
        await t.app.inject({ url: '/v2/operator/videos', headers: operatorBearer })
      ).json<{ data: { body: (OperatorVideo & { uploader_hin: string })[] } }>().data.body;
      const id = first.json<{ data: { video_id: string } }>().data.video_id;
      expect(desk.find((listed) => listed.video_id === id)).toMatchObject({
        title: 'Desk one',
        uploader_hin: '-',
        published: false,
      });
      const client = await signInAs(t.app, 'client2@demo.emas.id');
      const asClient = await postVideo('/v2/operator/videos', bearer(client), 'Not staff');
      expect(asClient.statusCode).toBe(401);
      expect((await uploadAs(client, 'Not staff')).statusCode).toBe(403);
      t.clock.advance(t.config.videoUnpublishedRetentionMs + 1);
      expect(await sweepUnpublishedVideos(t)).toBe(2);
    });
  },
);

describe('configured trade video sources', () => {
  it('are the frames, a file played as a video and a page embedded', async () => {
    const { t, uploadDir } = await startApp('sqlite', {
      tradeVideoSources: ['https://live.example/embed/1', 'https://cdn.example/news.mp4'],
    });
    try {
      const client = await signInAs(t.app, 'client@demo.emas.id');
      const response = await t.app.inject({ url: '/v2/trade/videos', headers: bearer(client) });
      expect(response.json<{ data: { sources: unknown[] } }>().data.sources).toEqual([
        {
          id: 'source-1',
          title: 'live.example',
          url: 'https://live.example/embed/1',
          kind: 'embed',
        },
        {
          id: 'source-2',
          title: 'cdn.example',
          url: 'https://cdn.example/news.mp4',
          kind: 'video',
        },
      ]);
    } finally {
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    }
  });
});
