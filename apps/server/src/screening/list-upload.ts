import { type Result, fail, ok } from '@emas/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ScreeningListKind } from '../db/schema.ts';
import { type ListEntry, readListFile } from './list-files.ts';
import { LIST_KINDS } from './list-repository.ts';

/*
 * The import's multipart body: `kind` (un, dttot or pep) and `file`. The UN consolidated list
 * is about 2 MB of XML; 20 MB leaves room for its growth and for a PEP export. A missing part
 * or an unknown kind is ValidationFailed; a file not in its kind's format ScreeningListInvalid.
 */

const LIST_FILE_BYTES_MAX = 20 * 1_048_576;

/** Multipart for the import's scope: one file, one short field. */
export const listMultipart = [
  multipart,
  { limits: { files: 1, fields: 2, parts: 4, fieldSize: 64, fileSize: LIST_FILE_BYTES_MAX } },
] as const;

export type ListUpload = {
  readonly kind: ScreeningListKind;
  readonly fileName: string;
  readonly entries: ListEntry[];
};

type Parts = { kind: string | null; fileName: string; bytes: Buffer | null };

const collectParts = async (request: FastifyRequest): Promise<Parts> => {
  const parts: Parts = { kind: null, fileName: '', bytes: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') [parts.bytes, parts.fileName] = [bytes, part.filename];
    } else if (part.fieldname === 'kind' && typeof part.value === 'string') {
      parts.kind = part.value;
    }
  }
  return parts;
};

const isListKind = (kind: string | null): kind is ScreeningListKind =>
  (LIST_KINDS as readonly (string | null)[]).includes(kind);

export const readListUpload = async (request: FastifyRequest): Promise<Result<ListUpload>> => {
  if (!request.isMultipart()) return fail('ValidationFailed');
  let parts: Parts;
  try {
    parts = await collectParts(request);
  } catch {
    return fail('ScreeningListInvalid', { list: 'screening', problem: 'the upload was not read' });
  }
  const { kind, bytes } = parts;
  if (!isListKind(kind) || bytes === null || bytes.length === 0) return fail('ValidationFailed');
  const entries = readListFile(kind, bytes.toString('utf8'));
  if (!entries.ok) return entries;
  return ok({ kind, fileName: parts.fileName.slice(0, 200) || kind, entries: entries.value });
};
