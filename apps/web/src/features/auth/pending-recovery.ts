import type { AppName } from '@emas/api';
import { OTP_RESEND_AFTER_MS, isBrokerId } from '@emas/domain';

/**
 * A password recovery waiting for its OTP code, kept in local storage so that a reload
 * returns to the OTP form with the same countdown (spec 000 section 4: the timer is stored
 * locally). `resendAt` is the epoch-ms moment the code expires and a resend is allowed.
 */
export type PendingRecovery = {
  email: string;
  appName: AppName;
  message: string;
  resendAt: number;
};

const STORAGE_KEY = 'emas.auth.pendingRecovery';

/** Starts (or restarts, after a resend) the 60 s timer from `now`. */
export function startPendingRecovery(
  recovery: Omit<PendingRecovery, 'resendAt'>,
  now: number = Date.now(),
): PendingRecovery {
  const pending = { ...recovery, resendAt: now + OTP_RESEND_AFTER_MS };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  return pending;
}

const parse = (raw: string): PendingRecovery | null => {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, appName, message, resendAt } = value as Record<string, unknown>;
    if (typeof email !== 'string' || typeof message !== 'string' || typeof resendAt !== 'number') {
      return null;
    }
    return typeof appName === 'string' && isBrokerId(appName)
      ? { email, appName, message, resendAt }
      : null;
  } catch {
    return null;
  }
};

/**
 * The stored recovery while its timer still runs. An expired one is dropped: the page then
 * opens on the login form instead of on a dead code.
 */
export function loadPendingRecovery(now: number = Date.now()): PendingRecovery | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  const pending = raw === null ? null : parse(raw);
  if (pending && pending.resendAt > now) return pending;
  localStorage.removeItem(STORAGE_KEY);
  return null;
}

export function clearPendingRecovery(): void {
  localStorage.removeItem(STORAGE_KEY);
}
