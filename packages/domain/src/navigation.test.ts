/**
 * Proves the signed-in shell's rules: which menu entries each viewer sees, who may open which
 * pages (Transfer, the development-only pages), hidden balances, who may place orders, idle
 * expiry, and the Kelola Rekening tab.
 */
import { describe, expect, it } from 'vitest';
import type { AccountLevel } from './account-level.ts';
import type { BrokerId } from './brokers.ts';
import {
  canPlaceOrders,
  firstPagePath,
  idleExpiryApplies,
  isBalanceHidden,
  isManageAccountsTabShown,
  isMenuEntryShown,
  mayOpenPage,
  type Environment,
  type PageAccess,
} from './navigation.ts';
import { MANAGE_ACCOUNTS_CASES } from './manage-accounts-cases.ts';

const ACCESSES: readonly PageAccess[] = ['signed-in', 'transfer', 'withdrawal', 'development'];

describe('isMenuEntryShown', () => {
  // Transfer: client or lp of the default broker. Withdrawal: development, client or lp, not
  // pospaygold. Development pages have no entry. Every other entry shows to everyone.
  const cases: [AccountLevel, BrokerId, Environment, PageAccess[]][] = [
    ['client', 'metalgo', 'development', ['signed-in', 'transfer', 'withdrawal']],
    ['lp', 'metalgo', 'development', ['signed-in', 'transfer', 'withdrawal']],
    ['client', 'metalgo', 'production', ['signed-in', 'transfer']],
    ['lp', 'metalgo', 'production', ['signed-in', 'transfer']],
    ['client', 'nunomics', 'development', ['signed-in', 'withdrawal']],
    ['client', 'bmtdigi', 'development', ['signed-in', 'withdrawal']],
    ['lp', 'nunomics', 'production', ['signed-in']],
    ['client', 'pospaygold', 'development', ['signed-in']],
    ['client', 'pospaygold', 'production', ['signed-in']],
    ['ib', 'metalgo', 'development', ['signed-in']],
    ['fm', 'metalgo', 'development', ['signed-in']],
    ['ccp', 'metalgo', 'development', ['signed-in']],
    ['ccp', 'nunomics', 'production', ['signed-in']],
  ];
  it.each(cases)('%s of %s in %s', (level, brokerId, environment, shown) => {
    const viewer = { level, brokerId, environment };
    expect(ACCESSES.filter((access) => isMenuEntryShown(access, viewer))).toEqual(shown);
  });
});

describe('mayOpenPage', () => {
  // Transfer opens for client and lp of any broker; development pages for anyone there.
  const cases: [AccountLevel, BrokerId, Environment, PageAccess[]][] = [
    ['client', 'metalgo', 'production', ['signed-in', 'transfer']],
    ['client', 'pospaygold', 'production', ['signed-in', 'transfer']],
    ['lp', 'nunomics', 'production', ['signed-in', 'transfer']],
    ['ib', 'metalgo', 'production', ['signed-in']],
    ['fm', 'metalgo', 'production', ['signed-in']],
    ['ccp', 'metalgo', 'production', ['signed-in']],
    ['client', 'metalgo', 'development', ACCESSES.slice()],
    ['ib', 'metalgo', 'development', ['signed-in', 'withdrawal', 'development']],
    ['ccp', 'pospaygold', 'development', ['signed-in', 'withdrawal', 'development']],
  ];
  it.each(cases)('%s of %s in %s', (level, brokerId, environment, opens) => {
    const viewer = { level, brokerId, environment };
    expect(ACCESSES.filter((access) => mayOpenPage(access, viewer))).toEqual(opens);
  });
});

describe('isBalanceHidden and canPlaceOrders', () => {
  const cases: [AccountLevel, BrokerId, boolean, boolean][] = [
    ['client', 'metalgo', false, true],
    ['client', 'nunomics', false, false],
    ['client', 'bmtdigi', false, false],
    ['client', 'pospaygold', true, false],
    ['lp', 'metalgo', false, false],
    ['lp', 'pospaygold', true, false],
    ['ib', 'metalgo', true, false],
    ['fm', 'metalgo', true, false],
    ['ccp', 'metalgo', false, false],
  ];
  it.each(cases)('%s of %s: hidden %s, may order %s', (level, brokerId, hidden, mayOrder) => {
    expect(isBalanceHidden({ level, brokerId })).toBe(hidden);
    expect(canPlaceOrders({ level, brokerId })).toBe(mayOrder);
  });
});

describe('idleExpiryApplies', () => {
  it.each([
    ['client', true],
    ['lp', true],
    ['ccp', true],
    ['ib', false],
    ['fm', false],
  ] as const)('%s: %s', (level, applies) => {
    expect(idleExpiryApplies(level)).toBe(applies);
  });
});

describe('isManageAccountsTabShown', () => {
  it.each(MANAGE_ACCOUNTS_CASES)('%s, %s, %s: %s', (environment, brokerId, level, shown) => {
    expect(isManageAccountsTabShown({ environment, brokerId, level })).toBe(shown);
  });
});

describe('the portfolio home', () => {
  const levels: AccountLevel[] = ['client', 'lp', 'ib', 'fm', 'ccp'];
  it.each(levels)('opens, shows its entry and lands a sign-in only for a client: %s', (level) => {
    for (const brokerId of ['metalgo', 'pospaygold'] as const) {
      const viewer = { level, brokerId, environment: 'production' as const };
      expect(mayOpenPage('client', viewer)).toBe(level === 'client');
      expect(isMenuEntryShown('client', viewer)).toBe(level === 'client');
    }
    expect(firstPagePath(level)).toBe(level === 'client' ? '/portfolio' : '/');
  });
});
