import { OPERATOR_ROLES } from '@emas/domain';
/**
 * Proves the console's chat desk against the fake server and a fake live socket: it signs its
 * socket in with the operator's token (`operator_auth`), lists conversations with their unread
 * counts, opens one with its history and marks it read, answers it on Enter over the live
 * channel (over HTTP when the channel is down), and shows a client's message pushed live.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { FakeSocket, stubWebSocket } from '../../test-support/fake-socket.ts';
import { renderAt } from '../../test-support/render.tsx';
import { endOperatorSession, startOperatorSession } from '../operator/index.ts';
import { chatMessage } from './chat-fixtures.ts';
import { ChatDesk } from './chat-desk.tsx';

const operator = {
  operator_id: 'op',
  email: 'operator@demo.emas.id',
  name: 'Dewi Operator',
  roles: OPERATOR_ROLES,
};

const conversation = {
  id: 'conv-1',
  hin: 'PC00000001',
  name: 'Dewi Lestari',
  email: 'client@demo.emas.id',
  last_text: 'Saldo saya belum masuk',
  last_at: '2026-03-02T03:00:00.000Z',
  unread: 2,
};
const messages = [
  chatMessage({ text: 'Halo' }),
  chatMessage({ id: 'm-2', seq: 2, text: 'Saldo saya belum masuk' }),
];

const serve = () =>
  fakeServer({
    'GET /v2/operator/chat/conversations': {
      body: { status: 200, data: { count: 1, body: [conversation] } },
    },
    'GET /v2/operator/chat/conversations/conv-1': {
      body: { status: 200, data: { conversation, messages, has_more: false } },
    },
    'POST /v2/operator/chat/conversations/conv-1/read': {
      body: { status: 200, data: { unread: 0 } },
    },
  });

const sent = () =>
  FakeSocket.latest().sent.map((text) => JSON.parse(text) as Record<string, unknown>);

describe('chat desk', () => {
  let unmount: () => void = () => undefined;
  beforeEach(() => {
    stubWebSocket();
    startOperatorSession({ ...operator, token: 'op-token' });
  });
  afterEach(() => {
    unmount();
    endOperatorSession();
  });

  it('lists conversations, opens one, marks it read and answers it live', async () => {
    const server = serve();
    const view = renderAt(<ChatDesk />);
    unmount = view.unmount;
    act(() => FakeSocket.latest().open());
    expect(sent()[0]).toEqual({ type: 'operator_auth', token: 'op-token' });
    act(() => FakeSocket.latest().push({ type: 'operator_welcome', data: { signedIn: true } }));

    const nav = await screen.findByRole('navigation', { name: 'Percakapan' });
    const row = await within(nav).findByRole('button', { name: /Dewi Lestari/ });
    expect(row).toHaveTextContent('2 belum dibaca');
    expect(
      server.callsTo('GET /v2/operator/chat/conversations')[0]?.headers.get('authorization'),
    ).toBe('Bearer op-token');
    await userEvent.click(row);

    const open = await screen.findByRole('article', { name: /Dewi Lestari/ });
    expect(within(open).getByText('Halo')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/chat/conversations/conv-1/read')[0]?.body).toEqual({
        seq: 2,
      }),
    );

    await userEvent.type(within(open).getByLabelText('Jawaban'), 'Kami cek sekarang{Enter}');
    expect(sent().at(-1)).toMatchObject({
      type: 'chat_answer',
      conversation_id: 'conv-1',
      text: 'Kami cek sekarang',
    });

    const pushed = chatMessage({ id: 'm-3', seq: 3, text: 'Terima kasih' });
    const listReads = server.callsTo('GET /v2/operator/chat/conversations').length;
    act(() => FakeSocket.latest().push({ type: 'chat', data: { ...pushed, client_id: null } }));
    expect(await within(open).findByText('Terima kasih')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('GET /v2/operator/chat/conversations').length).toBeGreaterThan(
        listReads,
      ),
    );
  });

  it('answers over HTTP while the live channel is down', async () => {
    const server = serve();
    server.set('POST /v2/operator/chat/conversations/conv-1/messages', {
      body: {
        status: 200,
        data: chatMessage({
          id: 'm-4',
          seq: 3,
          author: 'operator',
          operator_name: 'Dewi Operator',
          text: 'Lewat HTTP',
        }),
      },
    });
    const view = renderAt(<ChatDesk />);
    unmount = view.unmount;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Tidak tersambung'));
    await userEvent.click(await screen.findByRole('button', { name: /Dewi Lestari/ }));
    const open = await screen.findByRole('article', { name: /Dewi Lestari/ });
    await userEvent.type(within(open).getByLabelText('Jawaban'), 'Lewat HTTP{Enter}');
    await waitFor(() =>
      expect(
        server.callsTo('POST /v2/operator/chat/conversations/conv-1/messages')[0]?.body,
      ).toEqual({
        text: 'Lewat HTTP',
      }),
    );
  });
});
