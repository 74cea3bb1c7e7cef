import type { LiveClientMessage, LiveMessage } from '@emas/api';
import { useSyncExternalStore } from 'react';

/**
 * The one live channel of the app: a WebSocket to /v2/ws on the same origin. After it opens
 * the client sends its bearer token ({ type: 'auth', token }) to receive its own account's
 * notices as well as the market topics. It reconnects by itself with a growing back-off; while
 * it is not open, the queries poll as the spec says (every 3 s), and while it is, they poll
 * only as a safety net.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

export type LiveOptions = {
  onMessage: (message: LiveMessage) => void;
  /** The current token, read at every (re)connection. */
  token: () => string | null;
  /** Defaults to ws(s)://<this host>/v2/ws. */
  url?: string;
  /** Waits before the 1st, 2nd, … reconnection; the last repeats. */
  backoffMs?: readonly number[];
  /** 0 to 1; adds up to 20% to each wait so many tabs do not reconnect at once. */
  random?: () => number;
  /** How the token is sent: an account's (`auth`, the default) or an operator's. */
  authType?: 'auth' | 'operator_auth';
};

export const LIVE_PATH = '/v2/ws';
export const RECONNECT_BACKOFF_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];
const JITTER_SHARE = 0.2;
/** A frame bigger than this is not one of ours; it is dropped unread. */
const MESSAGE_CHARS_MAX = 1_000_000;

let status: LiveStatus = 'idle';
const listeners = new Set<() => void>();
/** Other features' listeners of every pushed message (the chat), besides the channel's owner. */
const messageListeners = new Set<(message: LiveMessage) => void>();
/** Sends on the open channel; null while none runs. */
let sendCurrent: ((text: string) => boolean) | null = null;
const SOCKET_OPEN = 1;

/** Hears every message the live channel pushes, until the returned function is called. */
export function subscribeLiveMessages(listener: (message: LiveMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Sends a message on the live channel; false when it is not open (the caller falls back). */
export function sendLive(message: LiveClientMessage): boolean {
  return sendCurrent?.(JSON.stringify(message)) ?? false;
}

const setStatus = (next: LiveStatus) => {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
};

export const liveStatus = (): LiveStatus => status;

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live channel's state; the component re-renders when it opens or drops. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, liveStatus);
}

export const defaultLiveUrl = (): string => {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${LIVE_PATH}`;
};

/** A pushed frame as a live message, or null when it is not JSON with a `type`. */
export function parseLiveMessage(text: unknown): LiveMessage | null {
  if (typeof text !== 'string' || text.length > MESSAGE_CHARS_MAX) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { type } = value as { type?: unknown };
    return typeof type === 'string' ? (value as LiveMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Opens the live channel and keeps it open until the returned stop function is called. Only
 * one channel runs at a time: connecting again stops the previous one.
 */
let stopCurrent: (() => void) | null = null;

export function connectLive(options: LiveOptions): () => void {
  stopCurrent?.();
  const backoff = options.backoffMs ?? RECONNECT_BACKOFF_MS;
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const scheduleReconnect = () => {
    const base = backoff[Math.min(failures, backoff.length - 1)] ?? 1_000;
    failures += 1;
    timer = setTimeout(open, Math.round(base * (1 + JITTER_SHARE * random())));
  };

  function open() {
    timer = null;
    if (stopped) return;
    setStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(options.url ?? defaultLiveUrl());
    } catch {
      setStatus('closed');
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      failures = 0;
      const token = options.token();
      if (token) ws.send(JSON.stringify({ type: options.authType ?? 'auth', token }));
      setStatus('open');
    };
    ws.onmessage = (event: MessageEvent) => {
      const message = parseLiveMessage(event.data);
      if (message) options.onMessage(message);
      if (message) messageListeners.forEach((listener) => listener(message));
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      setStatus('closed');
      scheduleReconnect();
    };
  }

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    const ws = socket;
    socket = null;
    if (ws) {
      ws.onopen = null;
      ws.onmessage = null;
      ws.onclose = null;
      ws.close();
    }
    if (stopCurrent === stop) stopCurrent = null;
    if (sendCurrent === send) sendCurrent = null;
    setStatus('idle');
  };

  const send = (text: string): boolean => {
    if (socket?.readyState !== SOCKET_OPEN) return false;
    socket.send(text);
    return true;
  };

  stopCurrent = stop;
  sendCurrent = send;
  open();
  return stop;
}
