import { timingSafeEqual } from 'node:crypto';

/** Compares two hex hashes in constant time; different lengths never match. */
export const sameKeyHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
