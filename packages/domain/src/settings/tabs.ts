import type { BrokerId } from '../brokers.ts';

/** The settings page's tabs, in the spec's order (spec 002 section 2). */
export const SETTINGS_TABS = [
  'kelola-rekening',
  'trading',
  'account',
  'payment',
  'fees',
  'tax',
  'password',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The broker whose users never see the withdrawal-account tab (spec 002 section 6). */
const NO_WITHDRAWAL_ACCOUNTS_BROKER: BrokerId = 'pospaygold';

/**
 * The tabs a user sees: KELOLA REKENING only outside production and never for pospaygold; the
 * others always.
 */
export const visibleSettingsTabs = (
  environment: 'development' | 'production',
  appName: BrokerId,
): SettingsTab[] =>
  SETTINGS_TABS.filter(
    (tab) =>
      tab !== 'kelola-rekening' ||
      (environment !== 'production' && appName !== NO_WITHDRAWAL_ACCOUNTS_BROKER),
  );

/** The tab a URL names, or the first visible one when it names none or one not shown. */
export const settingsTabOf = (
  requested: string | null,
  visible: readonly SettingsTab[],
): SettingsTab => {
  const found = visible.find((tab) => tab === requested);
  return found ?? visible[0] ?? 'trading';
};

/** A missing or blank account detail is shown as '-' (spec 002 section 2, ACCOUNT). */
export const detailOrDash = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? '-' : value;
