import { useSyncExternalStore } from 'react';

/**
 * The landing banner of the login chain (spec 000 section 4: "mark success and show a landing
 * banner"): a sign-in raises it with the user's first name, the signed-in shell shows it until
 * it is closed. It lives in sessionStorage, so a reload of the tab keeps it and a new tab
 * does not repeat it.
 */
const LANDING_KEY = 'emas.landing';
const listeners = new Set<() => void>();

/** The first name the banner greets, or null when it is down. */
export const currentLanding = (): string | null => {
  try {
    return sessionStorage.getItem(LANDING_KEY);
  } catch {
    return null;
  }
};

const write = (name: string | null) => {
  if (name === null) sessionStorage.removeItem(LANDING_KEY);
  else sessionStorage.setItem(LANDING_KEY, name);
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const raiseLanding = (firstName: string): void => write(firstName);
export const dismissLanding = (): void => write(null);

export const useLanding = (): string | null =>
  useSyncExternalStore(subscribe, currentLanding, () => null);
