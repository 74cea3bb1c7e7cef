/**
 * Proves the shell's chat widget against the fake server and a fake live socket: it is a
 * small button until opened (by a click, `openChat()` or the window event), then shows the
 * user's first name and e-mail and the history with times; the badge counts operators'
 * answers not yet read, and opening marks them read; Enter sends over the live channel and
 * the pushed copy replaces the pending one; a refusal is shown in the chosen language; with
 * the channel down the message goes over HTTP; a third-party configuration loads its script
 * instead of our widget.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectLive } from '../../lib/live-socket.ts';
import { saveSession } from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { FakeSocket, stubWebSocket } from '../../test-support/fake-socket.ts';
import { renderAt } from '../../test-support/render.tsx';
import { accountInformation, authAnswer } from '../../test-support/session-fixtures.ts';
import { chatMessage, historyReply } from './chat-fixtures.ts';
import { ChatWidget } from './chat-widget.tsx';
import { OPEN_CHAT_EVENT, openChat } from './open-chat.ts';

const builtin = { body: { status: 200, data: { kind: 'builtin', script_url: null } } };
const answer = chatMessage({
  id: 'm-2',
  seq: 2,
  author: 'operator',
  operator_name: 'Dewi Operator',
  text: 'Ada yang bisa kami bantu?',
  created_at: '2026-03-02T03:05:00.000Z',
});

const serve = (history = historyReply([chatMessage(), answer], 1)) =>
  fakeServer({
    'GET /v2/chat/widget': builtin,
    'GET /v2/chat/messages': history,
    'POST /v2/chat/read': { body: { status: 200, data: { unread: 0 } } },
    'POST /v2/igx/account_information': {
      body: { status: 200, data: { body: accountInformation({ first_name: 'Dewi' }) } },
    },
  });

let stopLive: () => void = () => undefined;
const openLive = () => {
  stopLive = connectLive({ token: () => 'token-1', onMessage: () => undefined });
  act(() => FakeSocket.latest().open());
};
const sentOnSocket = () => FakeSocket.latest().sent.map((text) => JSON.parse(text) as unknown);

describe('chat widget', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(authAnswer());
    stubWebSocket();
  });
  afterEach(() => {
    stopLive();
    document.querySelector('script[data-chat-widget]')?.remove();
  });

  it("counts unread answers on the button, then opens with the user's name, e-mail and history", async () => {
    const server = serve();
    renderAt(<ChatWidget />);
    const launcher = await screen.findByRole('button', { name: /Chat dengan customer service/ });
    expect(await within(launcher).findByText('1 pesan belum dibaca')).toBeInTheDocument();
    await userEvent.click(launcher);

    const panel = screen.getByRole('region', { name: 'Customer Service' });
    expect(await within(panel).findByText('Halo, Dewi')).toBeInTheDocument();
    expect(within(panel).getByText('client@demo.emas.id')).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Pesan chat' });
    expect(within(list).getByText('Ada yang bisa kami bantu?')).toBeInTheDocument();
    expect(within(list).getByText(/10[.:]05/)).toBeInTheDocument();
    expect(within(list).getByText(/Dewi Operator/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Pesan')).toHaveFocus();
    await waitFor(() => expect(server.callsTo('POST /v2/chat/read')).toHaveLength(1));
    expect(server.callsTo('POST /v2/chat/read')[0]?.body).toEqual({ seq: 2 });

    await userEvent.click(within(panel).getByRole('button', { name: 'Perkecil chat' }));
    const closed = screen.getByRole('button', { name: /Chat dengan customer service/ });
    expect(within(closed).queryByText(/belum dibaca/)).not.toBeInTheDocument();
  });

  it('sends on Enter over the live channel and shows the stored copy when it is pushed', async () => {
    serve(historyReply([]));
    renderAt(<ChatWidget />);
    openLive();
    act(() => openChat());
    const input = await screen.findByLabelText('Pesan');
    await userEvent.type(input, '  Saldo saya belum masuk  {Enter}');
    const sent = sentOnSocket().at(-1) as { type: string; text: string; client_id: string };
    expect(sent).toMatchObject({ type: 'chat_send', text: 'Saldo saya belum masuk' });
    expect(input).toHaveValue('');
    expect(screen.getByText('Mengirim…')).toBeInTheDocument();

    const stored = chatMessage({ id: 'm-9', text: 'Saldo saya belum masuk' });
    act(() =>
      FakeSocket.latest().push({ type: 'chat', data: { ...stored, client_id: sent.client_id } }),
    );
    expect(await screen.findByText('Anda ·', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Mengirim…')).not.toBeInTheDocument();
    expect(screen.getAllByText('Saldo saya belum masuk')).toHaveLength(1);

    await userEvent.type(input, 'baris satu{Shift>}{Enter}{/Shift}baris dua');
    expect(input).toHaveValue('baris satu\nbaris dua');
  });

  it("shows a refusal in the chosen language and checks the text's rules before sending", async () => {
    serve(historyReply([]));
    renderAt(<ChatWidget />);
    openLive();
    await screen.findByRole('button', { name: /Chat dengan customer service/ });
    act(() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT)));
    const input = await screen.findByLabelText('Pesan');
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan ketik pesan.');
    const sentBefore = FakeSocket.latest().sent.length;
    expect(sentOnSocket().some((m) => (m as { type: string }).type === 'chat_send')).toBe(false);

    await userEvent.type(input, 'pesan ke-11{Enter}');
    const sent = sentOnSocket().at(-1) as { client_id: string };
    expect(FakeSocket.latest().sent.length).toBe(sentBefore + 1);
    act(() =>
      FakeSocket.latest().push({
        type: 'chat_refused',
        data: {
          client_id: sent.client_id,
          code: 'ChatTooFast',
          err_message: 'You are sending messages too quickly. Please wait 8 seconds.',
          err_message_id: 'Anda mengirim pesan terlalu cepat. Silakan tunggu 8 detik.',
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Silakan tunggu 8 detik'),
    );
    expect(screen.queryByText('Mengirim…')).not.toBeInTheDocument();
  });

  it('sends over HTTP while the live channel is down, and adds an answer pushed later', async () => {
    const server = serve(historyReply([]));
    const stored = chatMessage({ id: 'm-5', text: 'Lewat HTTP' });
    server.set('POST /v2/chat/messages', { body: { status: 200, data: stored } });
    renderAt(<ChatWidget />);
    act(() => openChat());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Menyambungkan ulang'),
    );
    await userEvent.type(await screen.findByLabelText('Pesan'), 'Lewat HTTP{Enter}');
    await waitFor(() => expect(server.callsTo('POST /v2/chat/messages')).toHaveLength(1));
    expect(server.callsTo('POST /v2/chat/messages')[0]?.body).toEqual({ text: 'Lewat HTTP' });
    expect(await screen.findByText('Lewat HTTP', { selector: 'p' })).toBeInTheDocument();

    openLive();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    act(() => FakeSocket.latest().push({ type: 'chat', data: { ...answer, client_id: null } }));
    expect(await screen.findByText('Ada yang bisa kami bantu?')).toBeInTheDocument();
  });

  it("loads the third party's script instead of our widget when so configured", async () => {
    const url = 'https://chat.example/widget.js';
    fakeServer({
      'GET /v2/chat/widget': {
        body: { status: 200, data: { kind: 'thirdparty', script_url: url } },
      },
    });
    renderAt(<ChatWidget />);
    await waitFor(() =>
      expect(document.querySelector('script[data-chat-widget]')?.getAttribute('src')).toBe(url),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
