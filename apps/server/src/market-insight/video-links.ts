import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to a video. A `<video>` element cannot send a bearer token, so the
 * calls that may show a video (the trade page's frames for a signed-in account, the console's
 * list for an operator) hand out a link signed with the app's secret, and the stream checks
 * the signature instead of a session. Expiry falls on the hour after next, so the same link is
 * given for an hour (the player's cache holds) and every link lives one to two hours.
 */
const MS_PER_HOUR = 3_600_000;
const LINK_PURPOSE = 'video-stream';

const signatureOf = (secret: string, videoId: string, expiresMs: number): string =>
  createHmac('sha256', secret)
    .update(`${LINK_PURPOSE}:${videoId}:${expiresMs}`)
    .digest('base64url');

export const videoLinkOf = (secret: string, videoId: string, nowMs: number): string => {
  const expiresMs = (Math.floor(nowMs / MS_PER_HOUR) + 2) * MS_PER_HOUR;
  const signature = signatureOf(secret, videoId, expiresMs);
  return `/v2/videos/${encodeURIComponent(videoId)}/stream?expires=${expiresMs}&signature=${signature}`;
};

export type LinkCheck = 'valid' | 'expired' | 'forged';

export const checkVideoLink = (
  secret: string,
  link: { videoId: string; expiresMs: number; signature: string },
  nowMs: number,
): LinkCheck => {
  const expected = Buffer.from(signatureOf(secret, link.videoId, link.expiresMs));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return nowMs < link.expiresMs ? 'valid' : 'expired';
};
