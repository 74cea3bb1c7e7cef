/**
 * Proves the live chat end to end on SQLite and PostgreSQL, on a listening server with real
 * WebSocket clients: a user's message reaches an operator's socket live and an operator's
 * answer reaches the user's sockets live (only once stored, so the history holds both after
 * a reconnect); another account never sees the conversation; an account's token cannot act as
 * an operator nor an operator's as an account; empty, too long, flooding and NUL-holding
 * messages are refused with the catalogue's texts; the console lists conversations with unread counts that
 * the read marker clears; and a `user_id` other than the caller's is refused.
 */
import { createHash } from 'node:crypto';
import type { LiveMessage } from '@emas/api';
import { CHAT_MESSAGES_PER_WINDOW_MAX } from '@emas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_OPERATOR } from '../operator/index.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { connectLive, listenForLive } from '../test-support/live-socket.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';

const QUIET_MS = 200;
const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');

const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
type ChatData = Extract<LiveMessage, { type: 'chat' }>['data'];
type Refusal = Extract<LiveMessage, { type: 'chat_refused' }>['data'];
const chatWith = (text: string) => (m: LiveMessage) => m.type === 'chat' && m.data.text === text;
const refusedAs = (clientId: string) => (m: LiveMessage) =>
  m.type === 'chat_refused' && m.data.client_id === clientId;

describe.each(databaseKinds())('live chat on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let client: SignedIn;
  let other: SignedIn;
  let operatorToken: string;
  const sockets: WebSocket[] = [];

  const open = async () => {
    const opened = await connectLive(url);
    sockets.push(opened.socket);
    return opened;
  };
  const asUser = async (who: SignedIn) => {
    const opened = await open();
    opened.send({ type: 'auth', token: who.token });
    await opened.next((m) => m.type === 'welcome' && m.data.signedIn);
    return opened;
  };
  const asOperator = async (token = operatorToken) => {
    const opened = await open();
    opened.send({ type: 'operator_auth', token });
    const welcome = await opened.next((m) => m.type === 'operator_welcome');
    return { opened, signedIn: welcome.type === 'operator_welcome' && welcome.data.signedIn };
  };
  /** A call to the chat over HTTP as `who`; `query` follows the path. */
  const chatCall = (who: SignedIn, method: 'GET' | 'POST', payload?: object, query = '') =>
    t.app.inject({ method, url: `/v2/chat/messages${query}`, headers: bearer(who), payload });
  const operatorCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: path,
      payload,
      headers: { authorization: `Bearer ${operatorToken}` },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await listenForLive(t.app);
    client = await signInAs(t.app, 'client@demo.emas.id');
    other = await signInAs(t.app, 'client2@demo.emas.id');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/auth',
      payload: { email: DEMO_OPERATOR.email, password: PASSWORD },
    });
    operatorToken = signedIn.json<{ data: { token: string } }>().data.token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  it('carries a message each way live, and keeps both in the history after a reconnect', async () => {
    const user = await asUser(client);
    const stranger = await asUser(other);
    const { opened: desk } = await asOperator();

    user.send({ type: 'chat_send', text: '  Halo, saldo saya belum masuk  ', client_id: 'c-1' });
    const arrived = (await desk.next(chatWith('Halo, saldo saya belum masuk'))).data as ChatData;
    expect(arrived).toMatchObject({
      author: 'user',
      seq: 1,
      operator_name: null,
      client_id: 'c-1',
    });
    const echoed = (await user.next(chatWith('Halo, saldo saya belum masuk'))).data as ChatData;
    expect(echoed.id).toBe(arrived.id);

    desk.send({
      type: 'chat_answer',
      conversation_id: arrived.conversation_id,
      text: 'Kami cek ya',
    });
    const answer = (await user.next(chatWith('Kami cek ya'))).data as ChatData;
    expect(answer).toMatchObject({ author: 'operator', seq: 2, operator_name: DEMO_OPERATOR.name });
    await quiet();
    expect(stranger.messages().filter((m) => m.type === 'chat')).toEqual([]);

    user.socket.close();
    const again = await asUser(client);
    const history = await chatCall(client, 'GET');
    expect(history.statusCode).toBe(200);
    const data = history.json<{
      data: { messages: ChatData[]; unread: number; read_seq: number };
    }>().data;
    expect(data.messages.map((m) => [m.author, m.text])).toEqual([
      ['user', 'Halo, saldo saya belum masuk'],
      ['operator', 'Kami cek ya'],
    ]);
    expect(data.unread).toBe(1);
    expect(data.read_seq).toBe(1);
    const read = await t.app.inject({
      method: 'POST',
      url: '/v2/chat/read',
      headers: bearer(client),
      payload: { seq: 2 },
    });
    expect(read.json()).toEqual({ status: 200, data: { unread: 0 } });
    desk.send({
      type: 'chat_answer',
      conversation_id: arrived.conversation_id,
      text: 'Sudah masuk',
    });
    await again.next(chatWith('Sudah masuk'));
  });

  it("never shows one account's conversation to another", async () => {
    const history = await chatCall(other, 'GET');
    expect(history.json()).toMatchObject({
      data: { conversation_id: null, messages: [], unread: 0, read_seq: 0 },
    });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v2/chat/messages?user_id=${client.userId}`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'AccessDenied' });
    const send = await chatCall(other, 'POST', { text: 'hi', user_id: client.userId });
    expect(send.statusCode).toBe(403);
  });

  it('keeps account and operator tokens apart, on the socket and over HTTP', async () => {
    const { opened: posing, signedIn } = await asOperator(client.token);
    expect(signedIn).toBe(false);
    posing.send({ type: 'chat_answer', conversation_id: 'x', text: 'hi', client_id: 'pose' });
    const refused = (await posing.next(refusedAs('pose'))).data as Refusal;
    expect(refused.code).toBe('ChatSignInRequired');
    const console = await t.app.inject({
      method: 'GET',
      url: '/v2/operator/chat/conversations',
      headers: bearer(client),
    });
    expect(console.json()).toMatchObject({ status: 498, code: 'SessionExpired' });

    const operatorAsUser = await open();
    operatorAsUser.send({ type: 'auth', token: operatorToken });
    await operatorAsUser.next((m) => m.type === 'welcome' && !m.data.signedIn);
    operatorAsUser.send({ type: 'chat_send', text: 'hi', client_id: 'op' });
    expect(((await operatorAsUser.next(refusedAs('op'))).data as Refusal).code).toBe(
      'ChatSignInRequired',
    );
    const history = await t.app.inject({
      method: 'GET',
      url: '/v2/chat/messages',
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(history.json()).toMatchObject({ status: 498, code: 'SessionExpired' });
  });

  it('refuses empty, too long and flooding messages with clear errors, storing none', async () => {
    const user = await asUser(other);
    user.send({ type: 'chat_send', text: '   ', client_id: 'empty' });
    expect(await user.next(refusedAs('empty'))).toMatchObject({
      data: { code: 'ChatMessageEmpty', err_message: 'Please type a message.' },
    });
    user.send({ type: 'chat_send', text: 'x'.repeat(1001), client_id: 'long' });
    expect(await user.next(refusedAs('long'))).toMatchObject({
      data: {
        code: 'ChatMessageTooLong',
        err_message: 'A message can have at most 1000 characters.',
        err_message_id: 'Pesan paling banyak 1000 karakter.',
      },
    });
    const overHttp = await chatCall(other, 'POST', { text: '' });
    expect(overHttp.statusCode).toBe(422);
    expect(overHttp.json()).toMatchObject({ code: 'ChatMessageEmpty' });

    for (let index = 0; index < CHAT_MESSAGES_PER_WINDOW_MAX; index += 1) {
      const sent = await chatCall(other, 'POST', { text: `pesan ${index}` });
      expect(sent.statusCode).toBe(200);
    }
    user.send({ type: 'chat_send', text: 'satu lagi', client_id: 'flood' });
    expect(await user.next(refusedAs('flood'))).toMatchObject({
      data: { code: 'ChatTooFast', err_message: expect.stringMatching(/wait 10 seconds/) },
    });
    t.clock.advance(10_001);
    user.send({ type: 'chat_send', text: 'setelah jeda', client_id: 'later' });
    await user.next(chatWith('setelah jeda'));
    const history = await chatCall(other, 'GET', undefined, '?limit=50');
    const texts = history
      .json<{ data: { messages: ChatData[] } }>()
      .data.messages.map((m) => m.text);
    expect(texts).toHaveLength(CHAT_MESSAGES_PER_WINDOW_MAX + 1);
    expect(texts).not.toContain('satu lagi');
  });

  it('refuses a NUL in the text over the socket and over HTTP (422), storing nothing', async () => {
    const user = await asUser(other);
    user.send({ type: 'chat_send', text: 'a\u0000b', client_id: 'nul' });
    expect(await user.next(refusedAs('nul'))).toMatchObject({
      data: {
        code: 'ChatMessageControlCharacter',
        err_message: 'A message cannot contain control characters.',
        err_message_id: 'Pesan tidak boleh berisi karakter kontrol.',
      },
    });
    const overHttp = await chatCall(other, 'POST', { text: 'halo\u0000' });
    expect(overHttp.statusCode).toBe(422);
    expect(overHttp.json()).toMatchObject({ code: 'ChatMessageControlCharacter' });
  });

  it('lists conversations with unread counts for the console, cleared by the read marker', async () => {
    const list = await operatorCall('GET', '/v2/operator/chat/conversations');
    expect(list.statusCode).toBe(200);
    const { count, body } = list.json<{
      data: {
        count: number;
        body: { id: string; hin: string; unread: number; last_text: string }[];
      };
    }>().data;
    expect(count).toBe(2);
    const newest = body[0];
    expect(newest).toMatchObject({ hin: 'PC00000002', unread: 11, last_text: 'setelah jeda' });
    expect(body[1]).toMatchObject({ hin: 'PC00000001', unread: 0 });

    const page = await operatorCall('GET', `/v2/operator/chat/conversations/${newest?.id}?limit=5`);
    const data = page.json<{ data: { messages: ChatData[]; has_more: boolean } }>().data;
    expect(data.messages.map((m) => m.seq)).toEqual([7, 8, 9, 10, 11]);
    expect(data.has_more).toBe(true);
    const older = await operatorCall(
      'GET',
      `/v2/operator/chat/conversations/${newest?.id}?limit=5&before=7`,
    );
    expect(
      older.json<{ data: { messages: ChatData[] } }>().data.messages.map((m) => m.seq),
    ).toEqual([2, 3, 4, 5, 6]);

    const read = await operatorCall('POST', `/v2/operator/chat/conversations/${newest?.id}/read`, {
      seq: 9,
    });
    expect(read.json()).toMatchObject({ data: { unread: 2 } });
    const answered = await operatorCall(
      'POST',
      `/v2/operator/chat/conversations/${newest?.id}/messages`,
      {
        text: 'Baik, sudah kami terima',
      },
    );
    expect(answered.statusCode).toBe(200);
    const after = await operatorCall('GET', '/v2/operator/chat/conversations');
    expect(after.json<{ data: { body: { unread: number }[] } }>().data.body[0]?.unread).toBe(0);

    const missing = await operatorCall('POST', '/v2/operator/chat/conversations/nope/messages', {
      text: 'hi',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ChatConversationNotFound' });
  });

  it('tells the account which widget to show', async () => {
    const widget = await t.app.inject({ method: 'GET', url: '/v2/chat/widget' });
    expect(widget.json()).toEqual({ status: 200, data: { kind: 'builtin', script_url: null } });
  });
});
