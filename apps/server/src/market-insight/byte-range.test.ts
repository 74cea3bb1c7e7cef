/** Proves which byte range a video player's Range header asks for, and when none can be sent. */
import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it.each([
    [undefined, null],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=50-10', null],
    ['bytes=0-1,5-9', null],
    ['items=0-9', null],
    ['bytes=-', null],
  ])('%s of 1000 bytes → %j', (header, range) => {
    expect(byteRangeOf(header, 1000)).toEqual(range);
  });
});
