import type { AccountLevel } from './account-level.ts';
import { DEFAULT_BROKER_ID, type BrokerId } from './brokers.ts';

/**
 * What the signed-in shell shows and allows, by account level, broker and environment
 * (spec 000 sections 2 and 6; spec 001 section 6 for placing orders).
 */
export type SidebarEntry =
  | 'trade'
  | 'trading-chart'
  | 'reports'
  | 'transfer'
  | 'rrs'
  | 'withdrawal'
  | 'market-insight'
  | 'news'
  | 'help'
  | 'settings'
  | 'e-warrant'
  | 'logout';
export type Environment = 'development' | 'production';
export type Viewer = { level: AccountLevel; brokerId: BrokerId; environment: Environment };

const SIDEBAR_ORDER: readonly SidebarEntry[] = [
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

const isClientOrLp = (level: AccountLevel): boolean => level === 'client' || level === 'lp';

/** The Transfer screen's route guard: client and lp only; others have navigation cancelled. */
export function canOpenTransfer(level: AccountLevel): boolean {
  return isClientOrLp(level);
}

const isEntryShown = (entry: SidebarEntry, viewer: Viewer): boolean => {
  switch (entry) {
    case 'transfer':
      return isClientOrLp(viewer.level) && viewer.brokerId === DEFAULT_BROKER_ID;
    case 'withdrawal':
      return (
        viewer.environment === 'development' &&
        isClientOrLp(viewer.level) &&
        viewer.brokerId !== 'pospaygold'
      );
    default:
      return true;
  }
};

/**
 * The sidebar in its fixed order. Transfer shows for client or lp of the default broker;
 * Withdrawal only in development, for client or lp not of pospaygold; the rest always.
 */
export function sidebarEntries(viewer: Viewer): SidebarEntry[] {
  return SIDEBAR_ORDER.filter((entry) => isEntryShown(entry, viewer));
}

/** Route prefixes reachable only in development; elsewhere a global guard sends them to Trade. */
const DEVELOPMENT_ONLY_PATHS = ['/withdrawal', '/add-bank-account', '/settings/rekening-penarikan'];

/**
 * Whether a path is development-only: /withdrawal (with riwayat-withdrawal-tunai and
 * riwayat-deposit), /add-bank-account (with identity-verification and take-photo) and
 * /settings/rekening-penarikan, each with any child path, query or fragment.
 */
export function isDevelopmentOnlyPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return DEVELOPMENT_ONLY_PATHS.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** The balance (top bar and trade ticket) is hidden for ib, fm and the pospaygold broker. */
export function isBalanceHidden(viewer: Pick<Viewer, 'level' | 'brokerId'>): boolean {
  return viewer.level === 'ib' || viewer.level === 'fm' || viewer.brokerId === 'pospaygold';
}

/** Only client accounts of the default broker may place orders (Review Order enabled). */
export function canPlaceOrders(viewer: Pick<Viewer, 'level' | 'brokerId'>): boolean {
  return viewer.level === 'client' && viewer.brokerId === DEFAULT_BROKER_ID;
}

/** Activity-based session expiry applies to every level except fm and ib. */
export function idleExpiryApplies(level: AccountLevel): boolean {
  return level !== 'fm' && level !== 'ib';
}

/** The settings tab KELOLA REKENING shows outside production and not for pospaygold. */
export function isManageAccountsTabShown(
  viewer: Pick<Viewer, 'environment' | 'brokerId'>,
): boolean {
  return viewer.environment !== 'production' && viewer.brokerId !== 'pospaygold';
}
