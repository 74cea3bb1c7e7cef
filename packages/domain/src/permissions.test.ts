/** Table-tests who may see whose data, through a hierarchy deeper than two levels. */
import { describe, expect, it } from 'vitest';
import type { AccountLevel } from './account-level.ts';
import { HIERARCHY_DEPTH_MAX, maySee, seesOthers } from './permissions.ts';

// fm ─ ib ─ client; fm ─ ib2 ─ subIb ─ deepClient; a second fm with its own ib and client.
const parents: Record<string, string | null> = {
  fm: null,
  ib: 'fm',
  client: 'ib',
  ib2: 'fm',
  subIb: 'ib2',
  deepClient: 'subIb',
  fm2: null,
  ibOther: 'fm2',
  clientOther: 'ibOther',
  lp: null,
  ccp: null,
};
const levels: Record<string, AccountLevel> = {
  fm: 'fm',
  fm2: 'fm',
  ib: 'ib',
  ib2: 'ib',
  subIb: 'ib',
  ibOther: 'ib',
  client: 'client',
  deepClient: 'client',
  clientOther: 'client',
  lp: 'lp',
  ccp: 'ccp',
};

const subject = (id: string) => {
  const ancestorIds: string[] = [];
  for (let at = parents[id] ?? null; at !== null; at = parents[at] ?? null) ancestorIds.push(at);
  return { id, ancestorIds };
};
const viewer = (id: string) => ({ id, level: levels[id] as AccountLevel });

describe('maySee', () => {
  it.each([
    ['client', 'client', true],
    ['client', 'ib', false],
    ['client', 'clientOther', false],
    ['lp', 'client', false],
    ['lp', 'lp', true],
    ['ib', 'client', true],
    ['ib', 'fm', false],
    ['ib', 'deepClient', false],
    ['ib2', 'deepClient', true],
    ['subIb', 'deepClient', true],
    ['subIb', 'ib2', false],
    ['fm', 'ib', true],
    ['fm', 'client', true],
    ['fm', 'deepClient', true],
    ['fm', 'clientOther', false],
    ['fm2', 'clientOther', true],
    ['fm2', 'client', false],
    ['ccp', 'deepClient', true],
    ['ccp', 'lp', true],
  ])('%s sees %s: %s', (who, whom, allowed) => {
    expect(maySee(viewer(who), subject(whom))).toBe(allowed);
  });

  it('stops following parents past the depth bound', () => {
    const chain = Array.from({ length: HIERARCHY_DEPTH_MAX + 1 }, (_, i) => `b${i}`);
    const deep = { id: 'leaf', ancestorIds: chain };
    expect(maySee({ id: `b${HIERARCHY_DEPTH_MAX - 1}`, level: 'ib' }, deep)).toBe(true);
    expect(maySee({ id: `b${HIERARCHY_DEPTH_MAX}`, level: 'ib' }, deep)).toBe(false);
  });
});

describe('seesOthers', () => {
  it.each([
    ['client', false],
    ['lp', false],
    ['ib', true],
    ['fm', true],
    ['ccp', true],
  ] as const)('%s: %s', (level, expected) => {
    expect(seesOthers(level)).toBe(expected);
  });
});
