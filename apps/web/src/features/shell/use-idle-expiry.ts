import { ACTIVITY_THROTTLE_MS, idleExpiryApplies, type AccountLevel } from '@emas/domain';
import { useEffect } from 'react';
import { expireSession, extendSession, sessionExpiresAtMs } from '../../lib/session.ts';

const ACTIVITY_EVENTS = ['mousemove', 'scroll', 'keydown', 'resize'] as const;

/**
 * The idle session of spec 000 section 4: activity (mouse move, scroll, key, resize; at most
 * once per 3 s) moves the expiry on; when it passes, the session ends with 'Your session has
 * expired'. fm and ib have no idle expiry.
 */
export function useIdleExpiry(level: AccountLevel): void {
  useEffect(() => {
    if (!idleExpiryApplies(level)) return;
    let lastExtendedAtMs = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onActivity = () => {
      const nowMs = Date.now();
      if (nowMs - lastExtendedAtMs < ACTIVITY_THROTTLE_MS) return;
      lastExtendedAtMs = nowMs;
      extendSession(nowMs);
    };
    // The timer re-reads the expiry when it fires: activity, here or in another tab, may have
    // moved it on since it was set.
    const check = () => {
      const expiresAtMs = sessionExpiresAtMs();
      if (expiresAtMs === null) return;
      const leftMs = expiresAtMs - Date.now();
      if (leftMs <= 0) expireSession('idle');
      else timer = setTimeout(check, leftMs);
    };

    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [level]);
}
