/**
 * Proves, by walking the contract, that an API key reaches only the calls reviewed for it:
 * reads of the caller's balances, holdings, contracts and orders, and the order commands; no
 * money-out call (cash or bullion withdrawals, bank accounts, credit), no settings, sign-in,
 * API key or operator call carries a key scope, and every keyed call needs a session otherwise.
 */
import { describe, expect, it } from 'vitest';
import { apiEndpoints } from '../endpoints.ts';
import type { Endpoint } from '../endpoint.ts';

const keyed = Object.entries(apiEndpoints).flatMap(([feature, calls]) =>
  Object.entries(calls as Record<string, Endpoint>)
    .filter(([, call]) => call.keyScope !== undefined)
    .map(([name, call]) => ({ name: `${feature}.${name}`, call })),
);

/** Features no key may ever touch: money out, the account's keys and settings, sign-in, staff. */
const NEVER_KEYED = [
  'withdrawal',
  'bankAccounts',
  'bullion',
  'credit',
  'settings',
  'apiKeys',
  'auth',
  'operator',
  'staff',
  'approvals',
  'accountControl',
  'brokerSettings',
  'registration',
] as const;

describe('the calls an API key reaches', () => {
  it('are exactly the reviewed reads and order commands', () => {
    const byScope = (scope: string) =>
      keyed.filter(({ call }) => call.keyScope === scope).map(({ name }) => name);
    expect(byScope('read').sort()).toEqual(
      [
        'accounts.balance',
        'accounts.contracts',
        'accounts.goldBalance',
        'accounts.holding',
        'accounts.hub',
        'accounts.products',
        'orders.contractGold',
        'orders.inventories',
        'orders.orderDetail',
        'orders.orders',
      ].sort(),
    );
    expect(byScope('trade').sort()).toEqual(
      ['orders.addKauOrder', 'orders.addOrder', 'orders.editOrder', 'orders.killOrder'].sort(),
    );
  });

  it.each(NEVER_KEYED)('include nothing of %s', (feature) => {
    const calls = Object.values(apiEndpoints[feature] as Record<string, Endpoint>);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.keyScope !== undefined)).toEqual([]);
  });

  it('are account calls that otherwise need a session', () => {
    expect(keyed.filter(({ call }) => call.auth !== 'bearer')).toEqual([]);
  });
});
