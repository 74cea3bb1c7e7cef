import type { FastifyInstance } from 'fastify';
import { FEED_BYTES_MAX } from './feed-reader.ts';

const fetchDocument = async (url: string, signal: AbortSignal): Promise<string> => {
  const response = await fetch(url, {
    signal,
    headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`feed ${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > FEED_BYTES_MAX) throw new Error(`feed ${url} is too large`);
  return response.text();
};

/** Rejects once the signal aborts, so a source that ignores its signal cannot hold a read. */
const abortOf = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * Reads a feed document. A path (`/get/rss/…`) is one of this server's own feeds, read
 * in-process so the offline defaults need no network and no known port; an http(s) address is
 * fetched. Either is given up after `timeoutMs`; a non-2xx answer or an oversized body fails.
 */
export const readFeedDocument = async (
  app: FastifyInstance,
  url: string,
  timeoutMs: number,
): Promise<string> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`feed ${url} timed out`)), timeoutMs);
  try {
    const read =
      url.startsWith('/') && !url.startsWith('//')
        ? ownDocument(app, url)
        : fetchDocument(url, controller.signal);
    return await Promise.race([read, abortOf(controller.signal)]);
  } finally {
    clearTimeout(timer);
  }
};

const ownDocument = async (app: FastifyInstance, url: string): Promise<string> => {
  const answer = await app.inject({ method: 'GET', url });
  if (answer.statusCode !== 200) throw new Error(`feed ${url} answered ${answer.statusCode}`);
  return answer.body;
};
