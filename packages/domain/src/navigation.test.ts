/**
 * Proves the signed-in shell's rules: which sidebar entries each viewer sees and in what order,
 * the Transfer guard, the development-only paths, hidden balances, who may place orders, idle
 * expiry, and the Kelola Rekening tab.
 */
import { describe, expect, it } from 'vitest';
import type { AccountLevel } from './account-level.ts';
import type { BrokerId } from './brokers.ts';
import {
  canOpenTransfer,
  canPlaceOrders,
  idleExpiryApplies,
  isBalanceHidden,
  isDevelopmentOnlyPath,
  isManageAccountsTabShown,
  sidebarEntries,
  type Environment,
  type SidebarEntry,
} from './navigation.ts';

const always: SidebarEntry[] = [
  'trade',
  'trading-chart',
  'reports',
  'rrs',
  'market-insight',
  'news',
  'help',
  'settings',
  'e-warrant',
  'logout',
];
const full: SidebarEntry[] = [
  'trade',
  'trading-chart',
  'reports',
  'transfer',
  'rrs',
  'withdrawal',
  'market-insight',
  'news',
  'help',
  'settings',
  'e-warrant',
  'logout',
];
const without = (...hidden: SidebarEntry[]): SidebarEntry[] =>
  full.filter((entry) => !hidden.includes(entry));

describe('sidebarEntries', () => {
  const cases: [AccountLevel, BrokerId, Environment, SidebarEntry[]][] = [
    ['client', 'metalgo', 'development', full],
    ['lp', 'metalgo', 'development', full],
    ['client', 'metalgo', 'production', without('withdrawal')],
    ['lp', 'metalgo', 'production', without('withdrawal')],
    ['client', 'nunomics', 'development', without('transfer')],
    ['client', 'bmtdigi', 'development', without('transfer')],
    ['lp', 'nunomics', 'production', always],
    ['client', 'pospaygold', 'development', always],
    ['client', 'pospaygold', 'production', always],
    ['ib', 'metalgo', 'development', always],
    ['fm', 'metalgo', 'development', always],
    ['ccp', 'metalgo', 'development', always],
    ['ccp', 'nunomics', 'production', always],
  ];
  it.each(cases)('%s of %s in %s', (level, brokerId, environment, entries) => {
    expect(sidebarEntries({ level, brokerId, environment })).toEqual(entries);
  });
});

describe('canOpenTransfer', () => {
  it.each([
    ['client', true],
    ['lp', true],
    ['ib', false],
    ['fm', false],
    ['ccp', false],
  ] as const)('%s: %s', (level, allowed) => {
    expect(canOpenTransfer(level)).toBe(allowed);
  });
});

describe('isDevelopmentOnlyPath', () => {
  const cases: [string, boolean][] = [
    ['/withdrawal', true],
    ['/withdrawal/', true],
    ['/withdrawal/riwayat-withdrawal-tunai', true],
    ['/withdrawal/riwayat-deposit', true],
    ['/withdrawal?tab=1', true],
    ['/add-bank-account', true],
    ['/add-bank-account/identity-verification', true],
    ['/add-bank-account/take-photo', true],
    ['/add-bank-account#step', true],
    ['/settings/rekening-penarikan', true],
    ['/settings/rekening-penarikan/', true],
    ['/settings', false],
    ['/settings/profile', false],
    ['/transfer', false],
    ['/trade', false],
    ['/', false],
    ['', false],
    ['/withdrawals', false],
    ['/add-bank-accounts', false],
    ['/reports/withdrawal', false],
  ];
  it.each(cases)('%j: %s', (path, developmentOnly) => {
    expect(isDevelopmentOnlyPath(path)).toBe(developmentOnly);
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
  const cases: [Environment, BrokerId, boolean][] = [
    ['development', 'metalgo', true],
    ['development', 'nunomics', true],
    ['development', 'pospaygold', false],
    ['production', 'metalgo', false],
    ['production', 'pospaygold', false],
  ];
  it.each(cases)('%s, %s: %s', (environment, brokerId, shown) => {
    expect(isManageAccountsTabShown({ environment, brokerId })).toBe(shown);
  });
});
