/**
 * Proves the live hub with stand-in sockets: a broadcast is encoded once and the same bytes
 * reach every open socket; a socket past its buffer maximum is terminated and dropped without
 * holding up the others; closed sockets are pruned; account notices reach only that account's
 * sockets; the socket, signed-out-per-address and auth-attempt maximums hold; and revoking a
 * session closes its sockets and no others.
 */
import type { LiveMessage } from '@emas/api';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type FakeSocket, fakeSocket } from './test-kit.ts';
import {
  LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX,
  LIVE_AUTH_ATTEMPTS_MAX,
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_SOCKETS_MAX,
  LIVE_SOCKET_BUFFERED_BYTES_MAX,
  createLiveHub,
} from './live-hub.ts';

const ADDRESS = '198.51.100.1';
/** A distinct client address per number, so tests of other limits stay under the address one. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const sessionOf = (account: string, session = `${account}-session`) => ({
  accountId: account,
  sessionId: session,
});

const market: LiveMessage = { type: 'market', data: { is_closed: true, close_type: 1 } };
const decoded = (socket: FakeSocket): unknown[] =>
  socket.sent.map((data) => JSON.parse(data.toString('utf8')));

describe('live hub', () => {
  it('sends one encoding of a broadcast to every socket', () => {
    const hub = createLiveHub();
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket()];
    for (const socket of sockets) hub.add(socket, ADDRESS);
    hub.broadcast(market);
    const first = sockets[0]!.sent[0];
    for (const socket of sockets) {
      expect(socket.sent).toHaveLength(1);
      expect(socket.sent[0]).toBe(first);
    }
    expect(decoded(sockets[0]!)).toEqual([market]);
  });

  it('drops a socket whose buffer is past the maximum, and still serves the others', () => {
    const hub = createLiveHub();
    const slow = fakeSocket(LIVE_SOCKET_BUFFERED_BYTES_MAX + 1);
    const atLimit = fakeSocket(LIVE_SOCKET_BUFFERED_BYTES_MAX);
    hub.add(slow, ADDRESS);
    hub.add(atLimit, ADDRESS);
    hub.broadcast(market);
    hub.broadcast(market);
    expect(slow.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(atLimit.sent).toHaveLength(2);
    expect(hub.stats()).toEqual({ sockets: 1, signedIn: 0, droppedSlow: 1 });
  });

  it('prunes a socket that is no longer open', () => {
    const hub = createLiveHub();
    const closed = fakeSocket(0, WebSocket.CLOSED);
    hub.add(closed, ADDRESS);
    hub.broadcast(market);
    expect(closed.sent).toEqual([]);
    expect(hub.stats().sockets).toBe(0);
  });

  it('sends account notices only to the sockets signed in as that account', () => {
    const hub = createLiveHub();
    const [a1, a2, b, anonymous, signedOut] = [1, 2, 3, 4, 5].map(() => fakeSocket());
    for (const socket of [a1!, a2!, b!, anonymous!, signedOut!]) hub.add(socket, ADDRESS);
    hub.signIn(a1!, sessionOf('account-a', 'a-1'));
    hub.signIn(a2!, sessionOf('account-a', 'a-2'));
    hub.signIn(b!, sessionOf('account-b'));
    hub.signIn(signedOut!, sessionOf('account-a', 'a-3'));
    hub.signIn(signedOut!, null);
    hub.notifyAccount('account-a', ['orders', 'balance']);
    const notice = { type: 'account', data: { topics: ['orders', 'balance'] } };
    expect(decoded(a1!)).toEqual([notice]);
    expect(decoded(a2!)).toEqual([notice]);
    expect(b!.sent).toEqual([]);
    expect(anonymous!.sent).toEqual([]);
    expect(signedOut!.sent).toEqual([]);
    expect(hub.stats().signedIn).toBe(3);
  });

  it('forgets a removed socket and its account', () => {
    const hub = createLiveHub();
    const socket = fakeSocket();
    hub.add(socket, ADDRESS);
    hub.signIn(socket, sessionOf('account-a'));
    hub.remove(socket);
    hub.notifyAccount('account-a', ['gold']);
    hub.broadcast(market);
    expect(socket.sent).toEqual([]);
    expect(hub.stats()).toEqual({ sockets: 0, signedIn: 0, droppedSlow: 0 });
  });

  it('refuses sockets past the maximum', () => {
    const hub = createLiveHub();
    for (let i = 0; i < LIVE_SOCKETS_MAX; i += 1) {
      expect(hub.add(fakeSocket(), addressOf(i))).toBe(true);
    }
    expect(hub.add(fakeSocket(), addressOf(LIVE_SOCKETS_MAX))).toBe(false);
    expect(hub.stats().sockets).toBe(LIVE_SOCKETS_MAX);
  });

  it('allows a socket a limited number of auth attempts', () => {
    const hub = createLiveHub();
    const socket = fakeSocket();
    hub.add(socket, ADDRESS);
    const allowed = Array.from({ length: LIVE_AUTH_ATTEMPTS_MAX + 2 }, () =>
      hub.allowAuthAttempt(socket),
    );
    expect(allowed.filter(Boolean)).toHaveLength(LIVE_AUTH_ATTEMPTS_MAX);
    expect(allowed.at(-1)).toBe(false);
    expect(hub.allowAuthAttempt(fakeSocket())).toBe(false);
  });

  it('caps the signed-out sockets of one address; signed-in ones do not count', () => {
    const hub = createLiveHub();
    const sockets = Array.from({ length: LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX }, () =>
      fakeSocket(),
    );
    for (const socket of sockets) expect(hub.add(socket, ADDRESS)).toBe(true);
    expect(hub.add(fakeSocket(), ADDRESS)).toBe(false);
    expect(hub.add(fakeSocket(), '198.51.100.2')).toBe(true);
    hub.signIn(sockets[0]!, sessionOf('account-a'));
    expect(hub.add(fakeSocket(), ADDRESS)).toBe(true);
    expect(hub.add(fakeSocket(), ADDRESS)).toBe(false);
    hub.remove(sockets[1]!);
    hub.signIn(sockets[0]!, null);
    expect(hub.add(fakeSocket(), ADDRESS)).toBe(false);
    hub.remove(sockets[2]!);
    expect(hub.add(fakeSocket(), ADDRESS)).toBe(true);
  });

  it('closes and forgets the sockets of revoked sessions, and only those', () => {
    const hub = createLiveHub();
    const [revoked, alsoRevoked, otherSession, anonymous] = [1, 2, 3, 4].map(() => fakeSocket());
    for (const socket of [revoked!, alsoRevoked!, otherSession!, anonymous!]) {
      hub.add(socket, ADDRESS);
    }
    hub.signIn(revoked!, sessionOf('account-a', 'a-1'));
    hub.signIn(alsoRevoked!, sessionOf('account-a', 'a-1'));
    hub.signIn(otherSession!, sessionOf('account-a', 'a-2'));
    hub.closeSessions(['a-1', 'unknown']);
    expect([revoked!, alsoRevoked!].map((socket) => socket.closedWith)).toEqual([
      LIVE_CLOSE_SESSION_ENDED,
      LIVE_CLOSE_SESSION_ENDED,
    ]);
    expect(otherSession!.closedWith).toBeNull();
    expect(anonymous!.closedWith).toBeNull();
    hub.notifyAccount('account-a', ['orders']);
    expect(revoked!.sent).toEqual([]);
    expect(otherSession!.sent).toHaveLength(1);
    expect(hub.stats()).toEqual({ sockets: 2, signedIn: 1, droppedSlow: 0 });
  });
});
