/** Proves sortable ids sort in the order they were made, within a millisecond and across. */
import { describe, expect, it } from 'vitest';
import { sortableId } from './sortable-id.ts';

describe('sortable ids', () => {
  it('sort in creation order, even many in one millisecond and with the clock going back', () => {
    const ids = [
      ...Array.from({ length: 1_000 }, () => sortableId(1_700_000_000_000)),
      sortableId(1_699_999_999_999),
      sortableId(1_700_000_000_001),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
