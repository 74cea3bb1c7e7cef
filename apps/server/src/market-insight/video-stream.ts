import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { byteRangeOf } from './byte-range.ts';

/**
 * Sends a stored video as a player wants it: the whole file, or the one range it asks for
 * (206 with Content-Range), read from disk as it goes. Answers false when the file is gone.
 */
export const sendVideo = async (
  reply: FastifyReply,
  file: { path: string; contentType: string },
  rangeHeader: string | undefined,
): Promise<boolean> => {
  let size: number;
  try {
    size = (await stat(file.path)).size;
  } catch {
    return false;
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('cache-control', 'private, max-age=3600');
  const range = byteRangeOf(rangeHeader, size);
  if (range === 'unsatisfiable') {
    await reply.code(416).header('content-range', `bytes */${size}`).send('');
    return true;
  }
  if (range === null) {
    await reply.header('content-length', size).send(createReadStream(file.path));
    return true;
  }
  await reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file.path, { start: range.start, end: range.end }));
  return true;
};
