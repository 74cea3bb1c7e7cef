import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { transferableAbortController } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeCannedMismatches } from './test-support/canned-mismatches.ts';

// A busy machine may take many seconds to render a step: a find or waitFor fails only when stuck.
configure({ asyncUtilTimeout: 30_000 });

// After hooks run last-registered first: this check runs after the cleanup below.
afterEach(() => {
  const mismatches = takeCannedMismatches();
  if (mismatches.length > 0)
    throw new Error(`Canned answers that break their schema:\n${mismatches.join('\n')}`);
});
// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// In the vmThreads pool the global crypto is jsdom's, which has no subtle (SHA-256 of passwords).
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

// jsdom has no scrolling; the shell scrolls to the top on each page change. Chromium's
// scrollTo returns a promise, and so does this one, so an effect that leaks it fails here.
window.scrollTo = (() => Promise.resolve()) as unknown as typeof window.scrollTo;

/**
 * jsdom's WebSocket would really dial the test origin. The shell's live client gets a socket
 * that never opens instead, so it stays on the polling fallback; live tests stub their own.
 */
class InertWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(readonly url: string) {
    super();
  }
  send(): void {}
  close(): void {}
}
globalThis.WebSocket = InertWebSocket as unknown as typeof WebSocket;

/**
 * jsdom's AbortSignal is not Node's, and Node 24's Request refuses it ("Expected signal to be an
 * instance of AbortSignal"): the router builds a Request with a jsdom signal on every
 * navigation. Requests get a Node signal that aborts when the jsdom one does.
 */
const NodeRequest = globalThis.Request;
class RequestOfJsdomSignal extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const signal = init?.signal;
    if (signal === undefined || signal === null) {
      super(input, init);
      return;
    }
    const follower = transferableAbortController();
    if (signal.aborted) follower.abort(signal.reason);
    else signal.addEventListener('abort', () => follower.abort(signal.reason), { once: true });
    super(input, { ...init, signal: follower.signal });
  }
}
globalThis.Request = RequestOfJsdomSignal;
