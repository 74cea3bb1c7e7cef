import multipart from '@fastify/multipart';
import { type Result, fail, megabytesOf, ok } from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { isFileTooLarge } from '../plugins/file-too-large.ts';

/*
 * Reads the import's multipart body: one file in the field `file`, at most STATEMENT_BYTES_MAX
 * (a month of a broker's RPED account is a few hundred kilobytes). Other parts are drained and
 * ignored. No file, or an empty one, is refused before anything is read into the books.
 */

export const STATEMENT_BYTES_MAX = 2 * 1_048_576;
const FILE_FIELD = 'file';

/** Multipart for the import's scope: one file of at most the statement size, no fields kept. */
export const statementMultipart = [
  multipart,
  { limits: { files: 1, fields: 4, parts: 6, fieldSize: 1_024, fileSize: STATEMENT_BYTES_MAX } },
] as const;

export const readStatementUpload = async (
  request: FastifyRequest,
): Promise<Result<{ fileName: string; bytes: Buffer }>> => {
  if (!request.isMultipart()) return fail('StatementFileMissing');
  let upload: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || upload !== null) {
        part.file.resume();
        continue;
      }
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (!isFileTooLarge(error)) return fail('StatementFileMissing');
    return fail('StatementTooLarge', { megabytes: megabytesOf(STATEMENT_BYTES_MAX) });
  }
  if (upload === null) return fail('StatementFileMissing');
  if (upload.bytes.length === 0) return fail('StatementEmpty');
  return ok(upload);
};
