import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type Result,
  type VideoFields,
  checkVideoFields,
  fail,
  isAcceptedVideoType,
  megabytesOf,
  ok,
} from '@emas/domain';
import type { FastifyRequest } from 'fastify';
import { isFileTooLarge } from '../plugins/file-too-large.ts';

/*
 * Receives the upload form's multipart body (title, description, video_file) and streams the
 * file to disk as it arrives, never holding it whole in memory: first into a hidden temporary
 * file in the videos folder, then, once its bytes prove it an MP4, WebM or QuickTime video,
 * renamed to a random name with the type's extension. Whatever fails, the partial file goes.
 */

const VIDEOS_FOLDER = 'videos';
const FILE_FIELD = 'video_file';
const TEXT_FIELDS = ['title', 'description'] as const;

export type StoredVideo = VideoFields & {
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: bigint;
};

export const videosFolder = (uploadDir: string): string => join(uploadDir, VIDEOS_FOLDER);

/** A stored video's path, for names we made (a UUID and an extension) only. */
export const videoPathOf = (uploadDir: string, fileName: string): string | null =>
  /^[0-9a-f-]{36}\.(mp4|webm|mov)$/.test(fileName) ? join(videosFolder(uploadDir), fileName) : null;

/** Removes a stored video's file; a file already gone, or a name we did not make, is fine. */
export const discardVideo = async (uploadDir: string, fileName: string): Promise<void> => {
  const path = videoPathOf(uploadDir, fileName);
  if (path !== null) await rm(path, { force: true });
};

type Received = { fields: Map<string, string>; temporary: string | null };

/** Fills `received` as the parts arrive, so a failure part-way still knows the partial file. */
const receiveParts = async (
  request: FastifyRequest,
  folder: string,
  received: Received,
): Promise<void> => {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') received.fields.set(part.fieldname, part.value);
    } else if (part.fieldname !== FILE_FIELD || received.temporary !== null) {
      // Another file part is drained, so the request can finish; it is never written.
      part.file.resume();
    } else {
      received.temporary = join(folder, `.upload-${randomUUID()}`);
      await pipeline(
        part.file,
        createWriteStream(received.temporary, { flags: 'wx', mode: 0o600 }),
      );
    }
  }
};

/** Removes a partial or refused upload; a file already gone is fine. */
const discard = async (path: string | null): Promise<void> => {
  if (path !== null) await rm(path, { force: true });
};

const typeOf = async (path: string): Promise<string | undefined> => {
  const { fileTypeFromFile } = await import('file-type');
  return (await fileTypeFromFile(path))?.mime;
};

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const receiveVideo = async (
  request: FastifyRequest,
  options: { uploadDir: string; bytesMax: number },
): Promise<Result<StoredVideo>> => {
  if (!request.isMultipart()) return fail('VideoFileRequired');
  const folder = videosFolder(options.uploadDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const received: Received = { fields: new Map(), temporary: null };
  try {
    await receiveParts(request, folder, received);
  } catch (error) {
    await discard(received.temporary);
    if (isFileTooLarge(error))
      return fail('VideoTooLarge', { megabytes: megabytesOf(options.bytesMax) });
    return fail('ValidationFailed');
  }
  return storeReceived(received, options.uploadDir);
};

const storeReceived = async (
  { fields, temporary }: Received,
  uploadDir: string,
): Promise<Result<StoredVideo>> => {
  const [title, description] = TEXT_FIELDS.map((name) => fields.get(name));
  const checked = checkVideoFields(title, description);
  if (!checked.ok) {
    await discard(temporary);
    return checked;
  }
  if (temporary === null) return fail('VideoFileRequired');
  const { size } = await stat(temporary);
  if (size === 0) {
    await discard(temporary);
    return fail('VideoFileRequired');
  }
  const mime = await typeOf(temporary);
  if (!isAcceptedVideoType(mime)) {
    await discard(temporary);
    return fail('VideoTypeInvalid');
  }
  const fileName = `${randomUUID()}.${EXTENSIONS[mime]}`;
  await rename(temporary, join(videosFolder(uploadDir), fileName));
  return ok({ ...checked.value, fileName, contentType: mime, sizeBytes: BigInt(size) });
};
