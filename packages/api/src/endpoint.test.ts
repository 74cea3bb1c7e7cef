/** Proves how a call's path and query are built from the contract's table. */
import { describe, expect, it } from 'vitest';
import { pathOf, queryStringOf } from './endpoint.ts';

describe('pathOf', () => {
  it('fills and encodes parameters', () => {
    expect(pathOf('/v2/balances/:user_id/gold', { user_id: 'a b/c' })).toBe(
      '/v2/balances/a%20b%2Fc/gold',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => pathOf('/v2/ohlc/:contract_id', {})).toThrow(/contract_id/);
  });
});

describe('queryStringOf', () => {
  it('repeats a list key and leaves out absent values', () => {
    expect(
      queryStringOf({ 'contractId[]': [1, 3], status: 'submit', offset: 0, type: undefined }),
    ).toBe('?contractId%5B%5D=1&contractId%5B%5D=3&status=submit&offset=0');
  });
  it('is empty for no query', () => {
    expect(queryStringOf({})).toBe('');
    expect(queryStringOf()).toBe('');
  });
});
