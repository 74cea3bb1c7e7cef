import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** Paths the web app never owns: an unknown one is the API's JSON 404, not the app. */
const API_PATH = /^\/(?:v2(?:\.1)?|docs|abx)(?:\/|$)/;
/** Vite names every file under assets/ by its content hash, so a name never changes meaning. */
const HASHED_ASSETS_DIR = 'assets/';
const CACHE_HASHED = 'public, max-age=31536000, immutable';
const CACHE_REVALIDATE = 'no-cache';
const INDEX_FILE = 'index.html';

/** apps/web/dist, found from this file so the server may start from any folder. */
export const defaultWebDistDir = (): string =>
  fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const pathnameOf = (url: string): string | null => {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
};

/** The dist-relative file a path names, or null when it names none (or tries to leave root). */
const fileUnder = async (root: string, pathname: string): Promise<string | null> => {
  const relative = posix.normalize(pathname).replace(/^\/+/, '');
  if (relative === '' || relative.includes('\0')) return null;
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return null;
  const absolute = join(root, relative);
  if (!absolute.startsWith(root + sep)) return null;
  const found = await stat(absolute).catch(() => null);
  return found?.isFile() === true ? relative : null;
};

const sendFile = (reply: FastifyReply, file: string): FastifyReply =>
  reply
    .header('cache-control', file.startsWith(HASHED_ASSETS_DIR) ? CACHE_HASHED : CACHE_REVALIDATE)
    .sendFile(file, { cacheControl: false });

/**
 * Serves the built web app with a single-page fallback: a GET of a file in the dist folder gets
 * the file, any other non-API path gets index.html (React Router takes it from there). Each is
 * sent as its precompressed twin (brotli, else gzip) when the client accepts one, with
 * `Vary: Accept-Encoding`. Without a build (tests, API-only runs) nothing is registered and a
 * warning says so.
 */
export type WebRouteDeps = { readonly config: Pick<Config, 'webDistDir'> };

export const webRoutes: FastifyPluginAsync<WebRouteDeps> = async (app, deps) => {
  const root = resolve(deps.config.webDistDir ?? defaultWebDistDir());
  if (!existsSync(join(root, INDEX_FILE))) {
    app.log.warn({ root }, 'web app not built: serving the API only (npm run build -w apps/web)');
    return;
  }
  // The build writes a .br and a .gz twin of each text file; the one the client accepts goes out.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = pathnameOf(request.url);
    if (pathname === null || API_PATH.test(pathname)) return reply.callNotFound();
    return sendFile(reply, (await fileUnder(root, pathname)) ?? INDEX_FILE);
  });
};
