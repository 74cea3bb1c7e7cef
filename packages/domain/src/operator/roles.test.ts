import { describe, expect, it } from 'vitest';
import { mayUse, rolesOfText, rolesText } from './roles.ts';

describe('operator roles', () => {
  it('stores roles in the catalogue order, each once, and reads them back', () => {
    expect(rolesText(['support', 'admin', 'support'])).toBe('admin,support');
    expect(rolesOfText('support,admin')).toEqual(['admin', 'support']);
  });

  it('never grants a role it does not know', () => {
    expect(rolesOfText('root,finance,')).toEqual(['finance']);
    expect(rolesOfText('')).toEqual([]);
  });

  it('lets a call through on any one of its roles, and every operator through a call with none', () => {
    expect(mayUse(['support', 'finance'], ['finance'])).toBe(true);
    expect(mayUse(['support'], ['finance', 'admin'])).toBe(false);
    expect(mayUse([], undefined)).toBe(true);
    expect(mayUse([], [])).toBe(false);
  });
});
