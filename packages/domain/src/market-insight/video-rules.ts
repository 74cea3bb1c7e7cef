import { type Result, fail, ok } from '../result.ts';

/**
 * What a video upload must be (spec 002 names the fields, not the limits; ours are in
 * docs/decisions.md): a title, an optional description, and a file whose bytes are an MP4,
 * WebM or QuickTime video. The type is read from the bytes by the server, never from the
 * file's name or the type the browser declares.
 */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoContentType = (typeof ACCEPTED_VIDEO_TYPES)[number];
export const VIDEO_TITLE_LENGTH_MAX = 120;
export const VIDEO_DESCRIPTION_LENGTH_MAX = 1_000;

export const isAcceptedVideoType = (mime: string | undefined): mime is VideoContentType =>
  (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(mime ?? '');

export type VideoFields = { readonly title: string; readonly description: string };

/** The title and description, trimmed, or the reason they cannot be stored. */
export function checkVideoFields(
  title: string | undefined,
  description: string | undefined,
): Result<VideoFields> {
  const cleanTitle = (title ?? '').trim();
  const cleanDescription = (description ?? '').trim();
  if (cleanTitle === '') return fail('VideoTitleRequired');
  if (cleanTitle.length > VIDEO_TITLE_LENGTH_MAX) {
    return fail('VideoTitleTooLong', { max: VIDEO_TITLE_LENGTH_MAX });
  }
  if (cleanDescription.length > VIDEO_DESCRIPTION_LENGTH_MAX) {
    return fail('VideoDescriptionTooLong', { max: VIDEO_DESCRIPTION_LENGTH_MAX });
  }
  return ok({ title: cleanTitle, description: cleanDescription });
}

const BYTES_PER_MEGABYTE = 1_048_576;

/** A byte limit as whole megabytes for a message, at least 1 so a limit never reads "0 MB". */
export const megabytesOf = (bytes: number): number =>
  Math.max(1, Math.floor(bytes / BYTES_PER_MEGABYTE));
