import type { Notice } from '@emas/api';
import { useSyncExternalStore } from 'react';

/**
 * The toasts on screen: notices pushed while the app is open, newest last. A toast only shows
 * a notice; the notice itself stays in the list (bell and Help) until it is read, so hiding or
 * dropping a toast never loses it.
 */

/** Toasts shown at once; an older one gives way to a newer (it is still in the bell's list). */
export const TOASTS_SHOWN_MAX = 3;

let toasts: readonly Notice[] = [];
const listeners = new Set<() => void>();

const set = (next: readonly Notice[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

/** Shows a notice as a toast, once whatever how often it is pushed. */
export const showNoticeToast = (notice: Notice): void => {
  if (toasts.some((shown) => shown.id === notice.id)) return;
  set([...toasts, notice].slice(-TOASTS_SHOWN_MAX));
};

export const dismissNoticeToast = (noticeId: string): void => {
  set(toasts.filter((shown) => shown.id !== noticeId));
};

/** Clears every toast (sign-out, and between tests). */
export const clearNoticeToasts = (): void => set([]);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => toasts;

export const useNoticeToasts = (): readonly Notice[] =>
  useSyncExternalStore(subscribe, current, current);
