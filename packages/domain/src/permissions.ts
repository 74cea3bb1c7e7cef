import type { AccountLevel } from './account-level.ts';

/**
 * Who may see whose data (BRIEF, "The API contract"; spec 002's reports by level). Pure: the
 * server reads an account's chain of parents and asks these rules.
 *
 * - Everyone sees itself.
 * - The ccp (the clearing house) sees every account.
 * - An ib or an fm sees the accounts below it, at any depth: an fm its ibs and their clients,
 *   and a branch nested under a branch as deep as it goes.
 * - A client or an lp sees only itself.
 */
export type DataViewer = { readonly id: string; readonly level: AccountLevel };

/** An account and the ids above it, nearest parent first. */
export type Subject = { readonly id: string; readonly ancestorIds: readonly string[] };

/** Levels that see the accounts below them in the hierarchy. */
const BRANCH_LEVELS: ReadonlySet<AccountLevel> = new Set(['ib', 'fm']);

/** Parents followed upwards at most: a deeper (or cyclic) chain is a data error, not a branch. */
export const HIERARCHY_DEPTH_MAX = 16;

export const maySee = (viewer: DataViewer, subject: Subject): boolean => {
  if (subject.id === viewer.id) return true;
  if (viewer.level === 'ccp') return true;
  if (!BRANCH_LEVELS.has(viewer.level)) return false;
  return subject.ancestorIds.slice(0, HIERARCHY_DEPTH_MAX).includes(viewer.id);
};

/** Whether the level sees other accounts at all (and so may name one in a call). */
export const seesOthers = (level: AccountLevel): boolean =>
  level === 'ccp' || BRANCH_LEVELS.has(level);
