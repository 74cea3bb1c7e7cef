import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above this size are compressed; smaller ones (most order and price calls) go out as
 * they are, where compressing would cost more time than the bytes it saves.
 */
export const COMPRESS_BYTES_MIN = 1024;

/**
 * Brotli or gzip, as the client accepts, for every answer of a route registered after this.
 * An answer that already carries a Content-Encoding (the web build's precompressed files) is
 * left as it is. Request bodies are not inflated: no client sends them compressed, and a small
 * compressed upload could otherwise inflate far past the body limit's intent.
 */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(compress, {
    threshold: COMPRESS_BYTES_MIN,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
};
