/**
 * Proves the live channel: it opens /v2/ws on the page's origin, sends the session token as
 * its first message, hands parsed messages on (and drops frames that are not messages),
 * reconnects by itself with a growing back-off, and stays down once stopped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubWebSocket } from '../test-support/fake-socket.ts';
import { connectLive, liveStatus, parseLiveMessage } from './live-socket.ts';

let stop: (() => void) | null = null;

describe('live channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubWebSocket();
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to /v2/ws on this origin and authenticates with the token', () => {
    stop = connectLive({ onMessage: () => {}, token: () => 'token-1', random: () => 0 });
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/v2/ws`);
    expect(liveStatus()).toBe('connecting');
    socket.open();
    expect(JSON.parse(socket.sent[0] ?? '')).toEqual({ type: 'auth', token: 'token-1' });
    expect(liveStatus()).toBe('open');
  });

  it('sends no auth message without a session', () => {
    stop = connectLive({ onMessage: () => {}, token: () => null, random: () => 0 });
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([]);
  });

  it('hands on messages and drops frames that are not messages', () => {
    const received: unknown[] = [];
    stop = connectLive({ onMessage: (message) => received.push(message), token: () => null });
    const socket = FakeSocket.latest();
    socket.open();
    socket.push({ type: 'welcome', data: { signedIn: false } });
    socket.push('not json');
    socket.push({ data: 'no type' });
    expect(received).toEqual([{ type: 'welcome', data: { signedIn: false } }]);
  });

  it('reconnects with a growing back-off, reset by a successful open', () => {
    stop = connectLive({
      onMessage: () => {},
      token: () => 't',
      backoffMs: [1_000, 4_000],
      random: () => 0,
    });
    FakeSocket.latest().drop();
    expect(liveStatus()).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(3_999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('adds up to 20% to a wait', () => {
    stop = connectLive({
      onMessage: () => {},
      token: () => 't',
      backoffMs: [1_000],
      random: () => 1,
    });
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1_199);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stays down once stopped', () => {
    stop = connectLive({ onMessage: () => {}, token: () => 't' });
    const socket = FakeSocket.latest();
    socket.open();
    stop();
    stop = null;
    expect(socket.readyState).toBe(3);
    expect(liveStatus()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('parses only JSON objects with a type', () => {
    expect(parseLiveMessage('{"type":"prices","data":[]}')).toEqual({ type: 'prices', data: [] });
    expect(parseLiveMessage('[1,2]')).toBeNull();
    expect(parseLiveMessage(42)).toBeNull();
  });
});
