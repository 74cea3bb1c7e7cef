import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin of every text file of the build, once, at the
 * highest levels, so the server sends them as they are (`preCompressed` in
 * apps/server/src/web/routes.ts) instead of compressing each answer, or sending it raw.
 */

/** Text that compresses well; images and fonts are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Below this a twin saves less than its own headers cost; the server's threshold too. */
const BYTES_MIN = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const twins = (content: Buffer) =>
  Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((body) => ({ suffix: '.br', body })),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }).then((body) => ({
      suffix: '.gz',
      body,
    })),
  ]);

const precompressFile = async (path: string): Promise<void> => {
  const content = await readFile(path);
  if (content.length < BYTES_MIN) return;
  for (const { suffix, body } of await twins(content)) {
    // A twin no smaller than the file would only cost the client the decoding.
    if (body.length < content.length) await writeFile(`${path}${suffix}`, body);
  }
};

/** The build step: every compressible file of the output folder, public files included. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'emas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      const files = names
        .map((name) => join(outDir, name))
        .filter((path) => COMPRESSIBLE.has(extname(path)));
      await Promise.all(
        files.map(async (path) => {
          if ((await stat(path)).isFile()) await precompressFile(path);
        }),
      );
    },
  };
};
