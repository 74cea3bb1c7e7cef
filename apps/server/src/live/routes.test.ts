/**
 * Proves GET /v2/ws on a real port with real WebSocket clients: every client is welcomed and
 * refused permessage-deflate (the hub's shared frames are uncompressed); a broadcast reaches
 * every client once, with the same text; `auth` with a signed-in token
 * receives that account's notices, an invalid token is answered signedIn false and receives
 * none; garbage (bad JSON, unknown types, binary, oversized messages) closes no one but an
 * oversized sender, and the server keeps serving; a market-data tick arrives as candle messages.
 * An address past its signed-out sockets is refused (1013), and a signed-in socket is closed
 * (4001) when its session is revoked by logout or by a password reset, and no other; an
 * operator's socket is closed at the operator's logout, and every socket whose session expired
 * is closed by the sweep (or at once, when it tries to chat).
 */
import type { LiveMessage } from '@emas/api';
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';
import { fixture } from '../test-support/fixture.ts';
import { type TestDatabaseKind, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type LiveSocket, connectLive, listenForLive } from '../test-support/live-socket.ts';
import {
  LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX,
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_INBOUND_BYTES_MAX,
} from './live-hub.ts';
import { closeEndedSessions } from './session-sweep.ts';

/** How long a client is watched for a message that must not come. */
const QUIET_MS = 200;

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
const typesOf = (client: LiveSocket) => client.messages().map((message) => message.type);

/**
 * The app listening on a port for one describe block, its live address, and the sockets its
 * tests open there: every one still open is terminated before the app closes.
 */
const listeningApp = (kind: TestDatabaseKind) => {
  const clients: LiveSocket[] = [];
  const closeAll = () => {
    for (const client of clients.splice(0)) client.socket.terminate();
  };
  const t = fixture('all', async () => {
    const built = await createTestApp(kind);
    const close = async () => {
      closeAll();
      await built.close();
    };
    return { ...built, url: await listenForLive(built.app), close };
  });
  const open = async () => {
    const client = await connectLive(t.url);
    clients.push(client);
    return client;
  };
  return { t, open, closeAll };
};

describe.each(databaseKinds())('live channel on %s', (kind) => {
  const { t, open } = listeningApp(kind);

  it('welcomes a client as signed out, and a broadcast reaches every client once, same text', async () => {
    const group = await Promise.all([open(), open(), open()]);
    for (const client of group) {
      expect(client.messages()).toEqual([{ type: 'welcome', data: { signedIn: false } }]);
      // ws's client offers permessage-deflate by default; the server must not take it.
      expect(client.socket.extensions).toBe('');
    }
    const message: LiveMessage = { type: 'market', data: { is_closed: true, close_type: 2 } };
    t.liveHub.broadcast(message);
    await Promise.all(group.map((client) => client.next((m) => m.type === 'market')));
    await quiet();
    const texts = group.map((client) => client.texts.slice(1));
    expect(texts[0]).toEqual([JSON.stringify(message)]);
    expect(texts[1]).toEqual(texts[0]);
    expect(texts[2]).toEqual(texts[0]);
  });

  it('sends account notices to a client that signed in with a valid token, not to others', async () => {
    const { userId, token } = await signInAs(t.app, 'client@demo.emas.id');
    const other = await signInAs(t.app, 'client2@demo.emas.id');
    const [mine, invalid, anonymous, otherAccount] = await Promise.all([
      open(),
      open(),
      open(),
      open(),
    ]);
    mine.socket.send(JSON.stringify({ type: 'auth', token }));
    invalid.socket.send(JSON.stringify({ type: 'auth', token: 'A'.repeat(43) }));
    otherAccount.socket.send(JSON.stringify({ type: 'auth', token: other.token }));
    const isSignedInWelcome = (signedIn: boolean) => (m: LiveMessage) =>
      m.type === 'welcome' && m.data.signedIn === signedIn;
    await mine.next(isSignedInWelcome(true));
    await otherAccount.next(isSignedInWelcome(true));
    expect(await invalid.next((m) => m.type === 'welcome', 1)).toEqual({
      type: 'welcome',
      data: { signedIn: false },
    });
    t.liveHub.notifyAccount(userId, ['orders', 'balance']);
    const notice = await mine.next((m) => m.type === 'account');
    expect(notice).toEqual({ type: 'account', data: { topics: ['orders', 'balance'] } });
    await quiet();
    expect(typesOf(invalid)).not.toContain('account');
    expect(typesOf(anonymous)).not.toContain('account');
    expect(typesOf(otherAccount)).not.toContain('account');
  });

  it('ignores garbage, closes only an oversized sender, and keeps serving', async () => {
    const sender = await open();
    const oversized = await open();
    sender.socket.send('not json at all {');
    sender.socket.send(JSON.stringify({ type: 'subscribe', topic: 'everything' }));
    sender.socket.send(JSON.stringify({ type: 'auth', token: 42 }));
    sender.socket.send(JSON.stringify({ type: 'auth' }));
    sender.socket.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    sender.socket.send('null');
    oversized.socket.send('x'.repeat(LIVE_INBOUND_BYTES_MAX + 1));
    expect(await oversized.closed).toBe(1009);
    await quiet();
    expect(sender.socket.readyState).toBe(WebSocket.OPEN);
    t.liveHub.broadcast({ type: 'market', data: { is_closed: false, close_type: 0 } });
    await sender.next((m) => m.type === 'market');
    const status = await t.app.inject({ method: 'GET', url: '/v2/igx/market_status' });
    expect(status.statusCode).toBe(200);
    await open();
  });

  it('pushes each reference tick as one candle message per symbol', async () => {
    const client = await open();
    await t.marketData.start({ timers: false });
    t.clock.advance(1_000);
    t.marketData.tick();
    const candles = [
      await client.next((m) => m.type === 'candle' && m.data.symbol === 'XAUIDRG'),
      await client.next((m) => m.type === 'candle' && m.data.symbol === 'XAUUSDG'),
    ];
    for (const message of candles) {
      expect(message).toMatchObject({
        type: 'candle',
        data: { candle: { time: expect.any(Number) } },
      });
    }
  });
});

describe.each(databaseKinds())('live channel limits and revocation on %s', (kind) => {
  const { t, open, closeAll } = listeningApp(kind);

  it('refuses an address past its signed-out sockets, and counts a signed-in one out', async () => {
    const { token } = await signInAs(t.app, 'client@demo.emas.id');
    const anonymous = await Promise.all(
      Array.from({ length: LIVE_ANONYMOUS_SOCKETS_PER_ADDRESS_MAX }, () => open()),
    );
    const refused = new WebSocket(t.url);
    const refusedCode = await new Promise<number>((resolve) =>
      refused.on('close', (code) => resolve(code)),
    );
    expect(refusedCode).toBe(1013);
    anonymous[0]!.socket.send(JSON.stringify({ type: 'auth', token }));
    await anonymous[0]!.next((m) => m.type === 'welcome' && m.data.signedIn, 1);
    await open();
    closeAll();
    await vi.waitFor(() => expect(t.liveHub.stats().sockets).toBe(0));
  });

  it('closes a socket when its session logs out, and all of them at a password reset', async () => {
    const first = await signInAs(t.app, 'client2@demo.emas.id');
    const second = await signInAs(t.app, 'client2@demo.emas.id');
    const other = await signInAs(t.app, 'client@demo.emas.id');
    const [firstSocket, secondSocket, otherSocket] = await Promise.all([open(), open(), open()]);
    const signIn = async (client: LiveSocket, token: string) => {
      client.socket.send(JSON.stringify({ type: 'auth', token }));
      await client.next((m) => m.type === 'welcome' && m.data.signedIn, 1);
    };
    await signIn(firstSocket, first.token);
    await signIn(secondSocket, second.token);
    await signIn(otherSocket, other.token);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: bearer(first),
    });
    expect(logout.statusCode).toBe(200);
    expect(await firstSocket.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    await quiet();
    expect(secondSocket.socket.readyState).toBe(WebSocket.OPEN);

    const post = (path: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: path, payload });
    await post('/v2/user/forgot_password', { email: 'client2@demo.emas.id', app_name: 'metalgo' });
    const otp = /\b(\d{6})\b/.exec(t.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const verified = await post('/v2/user/verify_otp', {
      email: 'client2@demo.emas.id',
      otp,
      app_name: 'metalgo',
    });
    const newPassword = createHash('sha256').update('Baru#2027x').digest('hex');
    const reset = await post('/v2/user/reset_password', {
      new_password: newPassword,
      confirm_password: newPassword,
      token: verified.json<{ validate_token: string }>().validate_token,
    });
    expect(reset.statusCode).toBe(200);
    expect(await secondSocket.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    await quiet();
    expect(otherSocket.socket.readyState).toBe(WebSocket.OPEN);
    t.liveHub.notifyAccount(other.userId, ['orders']);
    await otherSocket.next((m) => m.type === 'account');
  });

  // Last: it moves the clock past every session made so far.
  it("closes an operator's sockets at logout, and every socket whose session has expired", async () => {
    const operatorSignIn = async () => {
      const token = await signInAsOperator(t.app);
      const socket = await open();
      socket.socket.send(JSON.stringify({ type: 'operator_auth', token }));
      await socket.next((m) => m.type === 'operator_welcome' && m.data.signedIn);
      return { token, socket };
    };
    const signedInSocket = async () => {
      const socket = await open();
      socket.socket.send(
        JSON.stringify({
          type: 'auth',
          token: (await signInAs(t.app, 'client@demo.emas.id')).token,
        }),
      );
      await socket.next((m) => m.type === 'welcome' && m.data.signedIn, 1);
      return socket;
    };

    const leaving = await operatorSignIn();
    const staying = await operatorSignIn();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await leaving.socket.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(staying.socket.socket.readyState).toBe(WebSocket.OPEN);

    const expiring = await signedInSocket();
    const chatting = await signedInSocket();
    t.clock.advance(t.config.sessionIdleMs + 1);
    const fresh = await signedInSocket();

    chatting.socket.send(JSON.stringify({ type: 'chat_send', text: 'halo', client_id: 'late' }));
    expect(await chatting.next((m) => m.type === 'chat_refused')).toMatchObject({
      data: { client_id: 'late', code: 'ChatSignInRequired' },
    });
    expect(await chatting.closed).toBe(LIVE_CLOSE_SESSION_ENDED);

    await closeEndedSessions(t);
    expect(await expiring.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    expect(await staying.socket.closed).toBe(LIVE_CLOSE_SESSION_ENDED);
    await quiet();
    expect(fresh.socket.readyState).toBe(WebSocket.OPEN);
    expect(t.liveHub.sessionIds().operators).toEqual([]);
  });
});
