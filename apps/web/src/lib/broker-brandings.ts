import type { BrokerBranding } from '@emas/api';
import { brokerSettingsEndpoints } from '@emas/api/broker-settings';
import { brokerById } from '@emas/domain';
import { useSyncExternalStore } from 'react';
import { call } from './endpoint-call.ts';

/**
 * The brokers' white labels as their admins set them (GET /v2/brokers), read once at start:
 * name, colours, register path and logo. Until they arrive, or if they cannot, each broker
 * shows the label it shipped with, so the login page never waits on this call.
 */
export type Brandings = ReadonlyMap<string, BrokerBranding>;

let brandings: Brandings = new Map();
const listeners = new Set<() => void>();

export const currentBrandings = (): Brandings => brandings;

export const onBrandingsChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Reads the white labels; the browser's cache and the server's ETag keep this cheap. */
export async function loadBrokerBrandings(): Promise<void> {
  try {
    const { data } = await call(brokerSettingsEndpoints.brandings, {});
    brandings = new Map(data.map((branding) => [branding.id, branding]));
    listeners.forEach((listener) => listener());
  } catch {
    // Offline or refused: the shipped labels stay, as before white labels were editable.
  }
}

/** The white labels, re-rendering when they arrive. */
export const useBrokerBrandings = (): Brandings =>
  useSyncExternalStore(onBrandingsChange, currentBrandings, currentBrandings);

/** A broker's name as its admin set it, or as shipped; any other text as it is. */
export const brokerLabelIn = (all: Brandings, id: string): string =>
  all.get(id)?.label ?? brokerById(id)?.label ?? id;

/** Where a broker registers new accounts on this platform, or null if it registers elsewhere. */
export const registerPathIn = (all: Brandings, id: string): string | null => {
  const branding = all.get(id);
  return branding === undefined ? (brokerById(id)?.registerPath ?? null) : branding.register_path;
};
