/**
 * One byte range of an HTTP Range header (RFC 9110 section 14), as a video player asks for it:
 * `bytes=start-`, `bytes=start-end` or the last n bytes `bytes=-n`. Several ranges in one
 * header are answered as the whole file, which RFC 9110 allows and players never need.
 */
export type ByteRange = { readonly start: number; readonly end: number };

/**
 * The range to send of a file of `size` bytes: null for the whole file (no header, or one we
 * do not honour), 'unsatisfiable' when it starts past the end (answered 416).
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
