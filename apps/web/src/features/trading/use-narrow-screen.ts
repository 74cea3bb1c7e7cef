import { useSyncExternalStore } from 'react';

/**
 * Whether the trading screen shows its parts as tabs (a phone) rather than side by side. Read
 * from the same width as the stylesheet's breakpoint; without matchMedia (tests), side by side.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99rem)';

const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null;

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

const isNarrow = () => media()?.matches ?? false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, isNarrow);
}
