/**
 * Proves the API keys' pure rules: the signed text (method, path with query, timestamp, body,
 * nothing between), the 30-second timestamp window both ways, the allow-list's exact addresses
 * and CIDR blocks (IPv4, IPv6, IPv4-mapped) in their one stored form, the scope sets a key may
 * hold, and the levels that may hold one.
 */
import { describe, expect, it } from 'vitest';
import { isApiKeyScopeSet, mayHoldApiKeys, orderedScopes, scopeAllows } from './api-key-rules.ts';
import { ipAllowed, normalIpAllowEntry, parseIpAddress, readIpAllowList } from './ip-allow-list.ts';
import { isSignatureHex, signingBaseOf, signingPrefixOf, timestampProblem } from './signing.ts';

describe('the signed text', () => {
  it('joins method, path with query, timestamp and body with nothing between', () => {
    expect(signingBaseOf('POST', '/v2/igx/add_order', '1764000000000', '{"a":1}')).toBe(
      'POST/v2/igx/add_order1764000000000{"a":1}',
    );
    expect(signingBaseOf('get', '/v2/igx/contract?x=1&y=%20', '1', '')).toBe(
      'GET/v2/igx/contract?x=1&y=%201',
    );
    expect(signingPrefixOf('DELETE', '/p', '5')).toBe('DELETE/p5');
  });

  it('takes a signature as 64 hex digits only', () => {
    expect(isSignatureHex('a'.repeat(64))).toBe(true);
    expect(isSignatureHex('A'.repeat(64))).toBe(true);
    expect(isSignatureHex('a'.repeat(63))).toBe(false);
    expect(isSignatureHex(`${'a'.repeat(63)}g`)).toBe(false);
  });
});

describe('the timestamp window', () => {
  const now = 1_764_000_000_000;
  it.each([
    [String(now), null],
    [String(now - 30_000), null],
    [String(now + 30_000), null],
    [String(now - 30_001), 'stale'],
    [String(now + 30_001), 'stale'],
    ['0', 'stale'],
    ['', 'malformed'],
    ['1764000000.5', 'malformed'],
    ['-1764000000000', 'malformed'],
    [' 1764000000000', 'malformed'],
    ['1e12', 'malformed'],
    ['9'.repeat(16), 'malformed'],
  ])('%j is %s', (header, problem) => {
    expect(timestampProblem(header, now)).toBe(problem);
  });
});

describe('the IP allow-list', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.9/24', '203.0.113.0/24'],
    ['203.0.113.7/32', '203.0.113.7'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8::1/128', '2001:db8::1'],
    ['2001:db8:ffff::/32', '2001:db8::/32'],
    ['::', '::'],
    ['::1', '::1'],
    ['fe80::1:0:0:0', 'fe80::1:0:0:0'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalIpAllowEntry(typed)).toBe(stored);
  });

  it.each([
    '',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/24/1',
    '2001:db8::1/129',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::',
    'fe80::1%eth0',
    'localhost',
  ])('refuses %j', (typed) => {
    expect(normalIpAllowEntry(typed)).toBeNull();
  });

  it('lets every address through an empty list, and only listed ones through a list', () => {
    expect(ipAllowed('198.51.100.4', [])).toBe(true);
    const list = ['203.0.113.0/24', '198.51.100.4', '2001:db8::/32'];
    expect(ipAllowed('203.0.113.250', list)).toBe(true);
    expect(ipAllowed('203.0.114.1', list)).toBe(false);
    expect(ipAllowed('198.51.100.4', list)).toBe(true);
    expect(ipAllowed('198.51.100.5', list)).toBe(false);
    expect(ipAllowed('::ffff:198.51.100.4', list)).toBe(true);
    expect(ipAllowed('2001:db8:1::7', list)).toBe(true);
    expect(ipAllowed('2001:db9::7', list)).toBe(false);
    expect(ipAllowed('not an address', list)).toBe(false);
    expect(ipAllowed('1.2.3.4', ['0.0.0.0/0'])).toBe(true);
    expect(ipAllowed('::1', ['0.0.0.0/0'])).toBe(false);
  });

  it('reads a typed list by lines, commas or spaces, once each, or names what is wrong', () => {
    expect(readIpAllowList('')).toEqual({ entries: [] });
    expect(readIpAllowList(' 203.0.113.7\n203.0.113.0/24, 2001:DB8::1 203.0.113.7 \n')).toEqual({
      entries: ['203.0.113.7', '203.0.113.0/24', '2001:db8::1'],
    });
    expect(readIpAllowList('203.0.113.7\nkantor')).toEqual({ invalid: 'kantor' });
  });

  it('reads an IPv4-mapped address as its IPv4', () => {
    expect(parseIpAddress('::ffff:10.0.0.1')).toEqual({ version: 4, value: 0x0a000001n });
  });
});

describe('scopes and levels', () => {
  it('creates read alone or read with trade, nothing else', () => {
    expect(isApiKeyScopeSet(['read'])).toBe(true);
    expect(isApiKeyScopeSet(['read', 'trade'])).toBe(true);
    expect(isApiKeyScopeSet(['trade', 'read'])).toBe(true);
    expect(isApiKeyScopeSet(['trade'])).toBe(false);
    expect(isApiKeyScopeSet([])).toBe(false);
    expect(isApiKeyScopeSet(['read', 'read'])).toBe(false);
    expect(isApiKeyScopeSet(['read', 'withdraw'])).toBe(false);
    expect(orderedScopes(['trade', 'read'])).toEqual(['read', 'trade']);
  });

  it('lets a scope through only when the key holds it', () => {
    expect(scopeAllows(['read'], 'read')).toBe(true);
    expect(scopeAllows(['read'], 'trade')).toBe(false);
    expect(scopeAllows(['read', 'trade'], 'trade')).toBe(true);
  });

  it('gives keys to clients and lps only', () => {
    expect(mayHoldApiKeys('client')).toBe(true);
    expect(mayHoldApiKeys('lp')).toBe(true);
    expect(mayHoldApiKeys('ib')).toBe(false);
    expect(mayHoldApiKeys('fm')).toBe(false);
    expect(mayHoldApiKeys('ccp')).toBe(false);
  });
});
