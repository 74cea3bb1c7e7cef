import { useSyncExternalStore } from 'react';

/**
 * A small preference kept in localStorage (currency, hub, balance visibility, cooldowns),
 * readable outside React and as a hook that re-renders on change, in this tab or another.
 */
export type StoredValue<T> = {
  get(): T;
  set(value: T): void;
  use(): T;
};

export function storedValue<T extends string | number | boolean>(
  key: string,
  parse: (raw: string) => T | null,
  fallback: T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  const get = (): T => {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (parse(raw) ?? fallback);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  return {
    get,
    set(value: T) {
      localStorage.setItem(key, String(value));
      listeners.forEach((listener) => listener());
    },
    use: () => useSyncExternalStore(subscribe, get, () => fallback),
  };
}

export const parseBoolean = (raw: string): boolean | null =>
  raw === 'true' ? true : raw === 'false' ? false : null;

export const parseNumber = (raw: string): number | null => {
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

export const parseOneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | null =>
    (values as readonly string[]).includes(raw) ? (raw as T) : null;
