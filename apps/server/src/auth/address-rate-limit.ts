/**
 * A count of calls per client address in fixed windows: a brake on scripted lookups. A single
 * process counts in its memory, at no database write; the gateways of a cluster share the
 * count in the database (shared-address-rate-limit.ts), so adding gateways adds no calls. The map holds at most `addressesMax` addresses; past that the
 * oldest window is forgotten, which can only let an address through early.
 */
import { AppError } from '../plugins/app-error.ts';
import { ceilUnits } from './time.ts';

export type AddressRateRule = {
  readonly callsMax: number;
  readonly windowMs: number;
  readonly addressesMax: number;
};

export type AddressRateLimit = {
  /** Counts a call of the address: null when it may go on, else when it may call again (ms). */
  take(address: string, nowMs: number): Promise<number | null>;
};

type Window = { readonly startMs: number; calls: number };

const MINUTE_MS = 60_000;

/** Counts a call of the address, refusing it with TooManyRequests (whole minutes) when over. */
export const takeOrRefuse = async (
  limit: AddressRateLimit,
  address: string,
  nowMs: number,
): Promise<void> => {
  const retryAtMs = await limit.take(address, nowMs);
  if (retryAtMs !== null) {
    throw new AppError('TooManyRequests', { minutes: ceilUnits(retryAtMs, nowMs, MINUTE_MS) });
  }
};

export const createAddressRateLimit = (rule: AddressRateRule): AddressRateLimit => {
  // Insertion order is window start order: a new window is deleted and set again.
  const windows = new Map<string, Window>();

  const freshWindow = (address: string, nowMs: number): Window => {
    windows.delete(address);
    if (windows.size >= rule.addressesMax) {
      const oldest = windows.keys().next();
      if (oldest.done !== true) windows.delete(oldest.value);
    }
    const window = { startMs: nowMs, calls: 0 };
    windows.set(address, window);
    return window;
  };

  return {
    take: async (address, nowMs) => {
      const current = windows.get(address);
      const window =
        current === undefined || nowMs - current.startMs >= rule.windowMs
          ? freshWindow(address, nowMs)
          : current;
      if (window.calls >= rule.callsMax) return window.startMs + rule.windowMs;
      window.calls += 1;
      return null;
    },
  };
};
