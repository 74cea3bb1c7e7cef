/**
 * Proves how a typed user id is classified (e-mail, phone number, username) and which user id
 * and password pairs pass the login format check.
 */
import { describe, expect, it } from 'vitest';
import { checkLoginFormat, classifyIdentifier, type Identifier } from './identifier.ts';

describe('classifyIdentifier', () => {
  const cases: [string, Identifier][] = [
    ['client@demo.emas.id', { kind: 'email', value: 'client@demo.emas.id' }],
    ['  Client@Demo.Emas.ID  ', { kind: 'email', value: 'client@demo.emas.id' }],
    ['not an email @', { kind: 'email', value: 'not an email @' }],
    ['081200000001', { kind: 'phone_number', value: '081200000001' }],
    [' 081200000001\t', { kind: 'phone_number', value: '081200000001' }],
    ['+6281200000001', { kind: 'username', value: '+6281200000001' }],
    ['0812-0000-0001', { kind: 'username', value: '0812-0000-0001' }],
    ['CitraL', { kind: 'username', value: 'CitraL' }],
    ['', { kind: 'username', value: '' }],
    ['   ', { kind: 'username', value: '' }],
  ];

  it.each(cases)('%j is %j', (text, identifier) => {
    expect(classifyIdentifier(text)).toEqual(identifier);
  });
});

describe('checkLoginFormat', () => {
  const valid: [string, string][] = [
    ['client@demo.emas.id', 'Emas#2026'],
    [' CLIENT@DEMO.EMAS.ID ', 'x'],
    ['a@b.co', 'secret'],
    ['12345678', 'secret'],
    ['123456789012345', 'secret'],
    ['081200000001', 'secret'],
    ['abc', 'secret'],
    ['citra.lestari_01-x', 'secret'],
    ['u'.repeat(64), 'secret'],
    ['client@demo.emas.id', 'p'.repeat(128)],
    [`${'a'.repeat(240)}@example.com`, 'secret'],
  ];

  it.each(valid)('accepts %j with password %j', (userId, password) => {
    expect(checkLoginFormat(userId, password)).toEqual({ ok: true, value: undefined });
  });

  const invalid: [string, string, string][] = [
    ['an empty user id', '', 'secret'],
    ['a blank user id', '   ', 'secret'],
    ['an empty password', 'client@demo.emas.id', ''],
    ['a password of 129 characters', 'client@demo.emas.id', 'p'.repeat(129)],
    ['an e-mail without a domain dot', 'client@demo', 'secret'],
    ['an e-mail without a local part', '@demo.emas.id', 'secret'],
    ['an e-mail with two @', 'a@b@demo.id', 'secret'],
    ['an e-mail with a space', 'cli ent@demo.emas.id', 'secret'],
    ['an e-mail ending in a dot', 'client@demo.', 'secret'],
    ['an e-mail with an empty domain label', 'client@demo..id', 'secret'],
    ['an e-mail of 255 characters', `${'a'.repeat(243)}@example.com`, 'secret'],
    ['a phone number of 7 digits', '1234567', 'secret'],
    ['a phone number of 16 digits', '1234567890123456', 'secret'],
    ['a username of 2 characters', 'ab', 'secret'],
    ['a username of 65 characters', 'u'.repeat(65), 'secret'],
    ['a username with a space', 'citra lestari', 'secret'],
    ['a username with a plus', '+6281200000001', 'secret'],
  ];

  it.each(invalid)('refuses %s', (_name, userId, password) => {
    expect(checkLoginFormat(userId, password)).toEqual({ ok: false, code: 'LoginFormatInvalid' });
  });
});
