import type { AccountLevel } from './account-level.ts';
import { DEFAULT_BROKER_ID, type BrokerId } from './brokers.ts';

/**
 * What the signed-in shell shows and allows, by account level, broker and environment
 * (spec 000 sections 2 and 6; spec 001 section 6 for placing orders).
 */
export const ENVIRONMENTS = ['development', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export type Viewer = { level: AccountLevel; brokerId: BrokerId; environment: Environment };

/**
 * Who may open a page and who sees its menu entry, one rule per kind of page:
 * - `signed-in`: everyone signed in;
 * - `transfer`: client and lp open it (others have navigation cancelled); the entry shows
 *   only to those of the default broker;
 * - `withdrawal`: development only; the entry shows to client or lp not of pospaygold;
 * - `development`: development only, with no menu entry of its own;
 * - `client`: client accounts of any broker, who also see its entry (the portfolio home);
 * - `orders`: accounts that may place orders (the recurring buys).
 */
export type PageAccess =
  'signed-in' | 'transfer' | 'withdrawal' | 'development' | 'orders' | 'client';

const isClientOrLp = (level: AccountLevel): boolean => level === 'client' || level === 'lp';

/** Whether the viewer may open a page of this access; otherwise the route goes to Trade. */
export function mayOpenPage(access: PageAccess, viewer: Viewer): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'transfer':
      return isClientOrLp(viewer.level);
    case 'withdrawal':
    case 'development':
      return viewer.environment === 'development';
    case 'orders':
      return canPlaceOrders(viewer);
    case 'client':
      return viewer.level === 'client';
  }
}

/** Whether the page's sidebar entry shows to the viewer (it may also open the page). */
export function isMenuEntryShown(access: PageAccess, viewer: Viewer): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'transfer':
      return isClientOrLp(viewer.level) && viewer.brokerId === DEFAULT_BROKER_ID;
    case 'withdrawal':
      return (
        mayOpenPage(access, viewer) &&
        isClientOrLp(viewer.level) &&
        viewer.brokerId !== 'pospaygold'
      );
    case 'development':
      return false;
    case 'orders':
      return canPlaceOrders(viewer);
    case 'client':
      return viewer.level === 'client';
  }
}

/**
 * Where a sign-in lands when no page was asked for: a client on the portfolio home (issue 23),
 * every other level on Trade, the signed-in area's first page.
 */
export function firstPagePath(level: AccountLevel): string {
  return level === 'client' ? '/portfolio' : '/';
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

/**
 * The settings tab KELOLA REKENING shows outside production, not for pospaygold, and only to
 * client and lp: withdrawal accounts belong to those who hold money (the server refuses ib,
 * fm and ccp).
 */
export function isManageAccountsTabShown(viewer: Viewer): boolean {
  return (
    viewer.environment !== 'production' &&
    viewer.brokerId !== 'pospaygold' &&
    isClientOrLp(viewer.level)
  );
}
