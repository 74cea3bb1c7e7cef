import type { AccountLevel } from './account-level.ts';
import type { BrokerId } from './brokers.ts';
import type { Environment } from './navigation.ts';

/**
 * Test cases of who sees the Kelola Rekening tab (outside production, for clients and lps of
 * every broker but pospaygold): the navigation rule and the settings tabs are proved on the
 * same table.
 */
export const MANAGE_ACCOUNTS_CASES: readonly [Environment, BrokerId, AccountLevel, boolean][] = [
  ['development', 'metalgo', 'client', true],
  ['development', 'metalgo', 'lp', true],
  ['development', 'nunomics', 'client', true],
  ['development', 'nunomics', 'lp', true],
  ['development', 'metalgo', 'ib', false],
  ['development', 'metalgo', 'fm', false],
  ['development', 'metalgo', 'ccp', false],
  ['development', 'pospaygold', 'client', false],
  ['production', 'metalgo', 'client', false],
  ['production', 'pospaygold', 'client', false],
];
