import type { AccountLevel, AppName, AuthResponse } from '@emas/api';
import { authEndpoints } from '@emas/api/auth';
import {
  ACCOUNT_LEVELS,
  idleExpiryApplies,
  isBrokerId,
  SESSION_IDLE_MS,
  TOKEN_REFRESH_MS,
} from '@emas/domain';
import { useSyncExternalStore } from 'react';
import { postNotice } from './app-notices.ts';

/**
 * The signed-in session as the browser keeps it: the stored auth items of spec 000 section 4
 * in localStorage, the idle expiry and the next token refresh time. Other tabs see changes
 * through the storage event. The server holds the real session; this is the client's view.
 */
export type StoredSession = {
  token: string;
  userId: string;
  brokerId: string;
  bankType: AuthResponse['bank_type'];
  appName: AppName;
  email: string;
  phoneNumber: string;
  fullname: string;
  level: AccountLevel;
  hin: string | null;
};

export type SessionTiming = { sessionIdleMs: number; tokenRefreshMs: number };

const AUTH_ITEMS = {
  token: 'emas.token',
  userId: 'emas.user_id',
  brokerId: 'emas.broker_id',
  bankType: 'emas.bank_type',
  appName: 'emas.app_name',
  email: 'emas.email',
  phoneNumber: 'emas.phone_number',
  fullname: 'emas.fullname',
  level: 'emas.level',
  hin: 'emas.hin',
} as const satisfies Record<keyof StoredSession, string>;
const EXPIRES_AT_KEY = 'emas.session_expires_at';
const REFRESH_AT_KEY = 'emas.token_refresh_at';
const NEXT_URL_KEY = 'emas.next_url';
/** Paths that are never worth coming back to after a sign-in. */
const NOT_A_NEXT_URL = ['/login', '/register', '/logout'];

let timing: SessionTiming = { sessionIdleMs: SESSION_IDLE_MS, tokenRefreshMs: TOKEN_REFRESH_MS };
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** The server's app config may set other figures than the spec's 15 min and 90 s. */
export function configureSessionTiming(next: SessionTiming): void {
  timing = next;
}

export const sessionTiming = (): SessionTiming => timing;

const readNumber = (key: string): number | null => {
  const value = Number(localStorage.getItem(key) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
};

/** Stores the sign-in answer, starts the idle expiry and schedules the first token refresh. */
export function saveSession(auth: AuthResponse, nowMs: number = Date.now()): void {
  const items: Record<keyof StoredSession, string | null> = {
    token: auth.token,
    userId: auth.user_id,
    brokerId: auth.broker_id,
    bankType: auth.bank_type,
    appName: auth.app_name,
    email: auth.email,
    phoneNumber: auth.phone_number,
    fullname: auth.fullname,
    level: auth.level,
    hin: auth.hin,
  };
  for (const [field, key] of Object.entries(AUTH_ITEMS)) {
    const value = items[field as keyof StoredSession];
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  localStorage.setItem(EXPIRES_AT_KEY, String(nowMs + timing.sessionIdleMs));
  localStorage.setItem(REFRESH_AT_KEY, String(nowMs + timing.tokenRefreshMs));
  emit();
}

/** Removes every stored auth item; the next URL survives, it is for after the next sign-in. */
export function clearSession(): void {
  for (const key of [...Object.values(AUTH_ITEMS), EXPIRES_AT_KEY, REFRESH_AT_KEY]) {
    localStorage.removeItem(key);
  }
  emit();
}

const isLevel = (value: string): value is AccountLevel =>
  (ACCOUNT_LEVELS as readonly string[]).includes(value);

/** The stored session, or null when there is no token or the stored items are not usable. */
export function getSession(): StoredSession | null {
  const read = (field: keyof StoredSession) => localStorage.getItem(AUTH_ITEMS[field]);
  const token = read('token');
  const userId = read('userId');
  const level = read('level') ?? '';
  const appName = read('appName') ?? '';
  if (!token || !userId || !isLevel(level) || !isBrokerId(appName)) return null;
  return {
    token,
    userId,
    level,
    appName,
    brokerId: read('brokerId') ?? '',
    bankType: read('bankType') === 'BAGI' ? 'BAGI' : 'OTHER',
    email: read('email') ?? '',
    phoneNumber: read('phoneNumber') ?? '',
    fullname: read('fullname') ?? '',
    hin: read('hin'),
  };
}

/** A refreshed token; the next refresh falls one refresh interval later. */
export function replaceToken(token: string, nowMs: number = Date.now()): void {
  localStorage.setItem(AUTH_ITEMS.token, token);
  localStorage.setItem(REFRESH_AT_KEY, String(nowMs + timing.tokenRefreshMs));
  emit();
}

/** Epoch ms at which the idle session ends, or null when none is stored. */
export const sessionExpiresAtMs = (): number | null => readNumber(EXPIRES_AT_KEY);

/** Epoch ms at which the token is due for refresh, or null when none is stored. */
export const tokenRefreshDueAtMs = (): number | null => readNumber(REFRESH_AT_KEY);

/**
 * Whether the stored idle expiry has passed (fm and ib have none). Checked when the signed-in
 * area is entered; while it is open, the idle clock of the shell ends the session.
 */
export function isPastIdleExpiry(session: StoredSession, nowMs: number = Date.now()): boolean {
  if (!idleExpiryApplies(session.level)) return false;
  const expiresAtMs = sessionExpiresAtMs();
  return expiresAtMs !== null && expiresAtMs <= nowMs;
}

/** Activity moves the idle expiry one idle period past now. */
export function extendSession(nowMs: number = Date.now()): void {
  if (localStorage.getItem(AUTH_ITEMS.token) === null) return;
  localStorage.setItem(EXPIRES_AT_KEY, String(nowMs + timing.sessionIdleMs));
}

/**
 * Ends the session in the browser at once and tells the server. The server call is best
 * effort: an unreachable server must not keep anyone signed in on this device.
 */
export async function logout(): Promise<void> {
  const token = localStorage.getItem(AUTH_ITEMS.token);
  clearSession();
  if (token === null) return;
  try {
    // fetch itself, not the API client: keepalive lets the logout outlive a closing tab.
    await fetch(authEndpoints.logout.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
    });
  } catch {
    // Offline: the server session still ends at its own idle expiry.
  }
}

/** Remembers where the user was going, to return there after signing in. */
export function saveNextUrl(url: string): void {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (!url.startsWith('/') || url.startsWith('//') || NOT_A_NEXT_URL.includes(pathname)) return;
  localStorage.setItem(NEXT_URL_KEY, url);
}

/** The saved next URL, removed as it is read, so it is used once. */
export function takeNextUrl(): string | null {
  const url = localStorage.getItem(NEXT_URL_KEY);
  localStorage.removeItem(NEXT_URL_KEY);
  return url;
}

const currentUrl = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The session is over: by idle expiry ('Your session has expired') or by the server's body
 * status 498 ('Your session has expired..'). The page in use becomes the next URL, the user
 * is logged out and the notice queued; the signed-in guard then sends them to Login.
 */
export function expireSession(reason: 'idle' | 'server'): void {
  saveNextUrl(currentUrl());
  void logout();
  postNotice(reason === 'idle' ? 'session-idle-expired' : 'session-expired');
}

let cachedKey = '';
let cachedSession: StoredSession | null = null;

/** getSession with a stable identity while the stored items do not change. */
const sessionSnapshot = (): StoredSession | null => {
  const session = getSession();
  const key = JSON.stringify(session);
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = session;
  }
  return cachedSession;
};

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key.startsWith('emas.')) emit();
};

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored session; the component re-renders when it starts, ends or its token changes. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
}
