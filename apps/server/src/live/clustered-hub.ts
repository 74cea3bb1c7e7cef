import { randomUUID } from 'node:crypto';
import { type Bus, SUBJECTS } from '../bus/index.ts';
import type { LiveHub } from './live-hub.ts';

/** The hub's calls that reach sockets of every gateway, not only this one's. */
const FANNED_OUT = [
  'broadcast',
  'notifyAccount',
  'sendToAccount',
  'sendToOperators',
  'closeSessions',
  'closeOperatorSessions',
] as const;
type FannedOut = (typeof FANNED_OUT)[number];

type LiveCall = { readonly origin: string; readonly method: FannedOut; readonly args: unknown[] };

/**
 * This process's hub in a cluster: a message for many sockets (a price, an account's notice, a
 * chat line, a revoked session) goes to this process's own sockets at once and over the bus to
 * every other process's, whichever gateway a client is connected to.
 */
export const clusteredLiveHub = (local: LiveHub, bus: Bus): { hub: LiveHub; stop(): void } => {
  const origin = randomUUID();
  const call = (method: FannedOut, args: unknown[]) =>
    (local[method] as (...values: unknown[]) => void)(...args);
  const stop = bus.subscribe(SUBJECTS.live, (body) => {
    const live = body as LiveCall;
    if (live.origin !== origin && FANNED_OUT.includes(live.method)) call(live.method, live.args);
  });
  const hub: LiveHub = { ...local };
  for (const method of FANNED_OUT) {
    (hub[method] as (...values: unknown[]) => void) = (...args: unknown[]) => {
      call(method, args);
      bus.publish(SUBJECTS.live, { origin, method, args } satisfies LiveCall);
    };
  }
  return { hub, stop };
};
