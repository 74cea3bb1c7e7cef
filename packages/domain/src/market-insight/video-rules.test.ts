/** Proves which uploads' fields and types are accepted, with the catalogue code of each refusal. */
import { describe, expect, it } from 'vitest';
import {
  VIDEO_DESCRIPTION_LENGTH_MAX,
  VIDEO_TITLE_LENGTH_MAX,
  checkVideoFields,
  isAcceptedVideoType,
  megabytesOf,
} from './video-rules.ts';

describe('isAcceptedVideoType', () => {
  it.each([
    ['video/mp4', true],
    ['video/webm', true],
    ['video/quicktime', true],
    ['video/x-msvideo', false],
    ['application/x-msdownload', false],
    [undefined, false],
  ])('%s → %s', (mime, accepted) => {
    expect(isAcceptedVideoType(mime)).toBe(accepted);
  });
});

describe('checkVideoFields', () => {
  it('trims the title and description', () => {
    expect(checkVideoFields('  Market open  ', ' Today ')).toEqual({
      ok: true,
      value: { title: 'Market open', description: 'Today' },
    });
  });

  it('takes a missing description as empty', () => {
    expect(checkVideoFields('Title', undefined)).toEqual({
      ok: true,
      value: { title: 'Title', description: '' },
    });
  });

  it.each([
    [undefined, '', 'VideoTitleRequired'],
    ['   ', '', 'VideoTitleRequired'],
    ['x'.repeat(VIDEO_TITLE_LENGTH_MAX + 1), '', 'VideoTitleTooLong'],
    ['Title', 'x'.repeat(VIDEO_DESCRIPTION_LENGTH_MAX + 1), 'VideoDescriptionTooLong'],
  ])('refuses title %j', (title, description, code) => {
    expect(checkVideoFields(title, description)).toMatchObject({ ok: false, code });
  });

  it('accepts the longest title and description', () => {
    const result = checkVideoFields(
      'x'.repeat(VIDEO_TITLE_LENGTH_MAX),
      'y'.repeat(VIDEO_DESCRIPTION_LENGTH_MAX),
    );
    expect(result.ok).toBe(true);
  });
});

describe('megabytesOf', () => {
  it.each([
    [209_715_200, 200],
    [1_500_000, 1],
    [100, 1],
  ])('%s bytes → %s MB', (bytes, megabytes) => {
    expect(megabytesOf(bytes)).toBe(megabytes);
  });
});
