import { mayHoldApiKeys } from '../api-keys/api-key-rules.ts';
import { type Viewer, isManageAccountsTabShown } from '../navigation.ts';

/**
 * The settings page's tabs, in the spec's order (spec 002 section 2), then the security a client
 * controls (issue 23): two-factor sign-in, and devices and sessions with the login history.
 */
export const SETTINGS_TABS = [
  'kelola-rekening',
  'trading',
  'account',
  'payment',
  'fees',
  'tax',
  'password',
  'api-keys',
  'two-factor',
  'sessions',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Tabs only some viewers see; the others are always shown. */
const tabShown: Partial<Record<SettingsTab, (viewer: Viewer) => boolean>> = {
  'kelola-rekening': isManageAccountsTabShown,
  'api-keys': (viewer) => mayHoldApiKeys(viewer.level),
};

/**
 * The tabs a user sees: KELOLA REKENING only outside production, never for pospaygold and only
 * for client and lp (isManageAccountsTabShown); API KEYS for client and lp (issue 23 item 12);
 * the others always.
 */
export const visibleSettingsTabs = (viewer: Viewer): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => tabShown[tab]?.(viewer) ?? true);

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
