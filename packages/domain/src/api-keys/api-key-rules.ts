import type { AccountLevel } from '../account-level.ts';

/**
 * API keys (issue 23 item 12): what a key may do and who may hold one. A key carries `read`
 * (balances, holdings, orders, transactions) and may add `trade` (place, amend and cancel
 * orders); nothing else exists, so no key ever reaches money out or the account's settings.
 */
export const API_KEY_SCOPES = ['read', 'trade'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The levels that trade by program: algorithmic clients and the liquidity providers. */
export const API_KEY_LEVELS = ['client', 'lp'] as const satisfies readonly AccountLevel[];

export const mayHoldApiKeys = (level: AccountLevel): boolean =>
  (API_KEY_LEVELS as readonly AccountLevel[]).includes(level);

/** True when a key with `held` scopes may make a call that needs `needed`. */
export const scopeAllows = (held: readonly ApiKeyScope[], needed: ApiKeyScope): boolean =>
  held.includes(needed);

/**
 * The scope sets a key may be created with: read alone, or read and trade. A trade-only key
 * would place orders it cannot follow, so `trade` always comes with `read`.
 */
export const isApiKeyScopeSet = (scopes: readonly string[]): scopes is ApiKeyScope[] => {
  const unique = new Set(scopes);
  if (unique.size !== scopes.length || !unique.has('read')) return false;
  return scopes.every((scope) => (API_KEY_SCOPES as readonly string[]).includes(scope));
};

/** Scopes in their one stored and shown order (read, trade). */
export const orderedScopes = (scopes: readonly ApiKeyScope[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((scope) => scopes.includes(scope));

/** The most live keys one account holds, and the longest name and allow-list a key has. */
export const API_KEYS_PER_ACCOUNT_MAX = 10;
export const API_KEY_NAME_CHARS_MAX = 64;
export const API_KEY_IP_ENTRIES_MAX = 20;

/** How far a signed request's timestamp may be from the server's clock, either way. */
export const API_KEY_TIMESTAMP_WINDOW_MS = 30_000;
