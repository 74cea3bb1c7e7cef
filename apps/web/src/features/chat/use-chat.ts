import type { LiveMessage } from '@emas/api';
import { chatEndpoints } from '@emas/api/chat';
import { chatTextOf, chatUnreadCount, errorMessages } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';
import { sendLive, subscribeLiveMessages, useLiveStatus } from '../../lib/live-socket.ts';
import { chatKeys, updateHistory, withEarlier, withMessage } from './chat-calls.ts';

const calls = chatEndpoints;

/** A refusal in both languages, shown in the one being used. */
export type ChatError = { readonly en: string; readonly id: string } | 'sendFailed';
export type PendingMessage = { readonly clientId: string; readonly text: string };

let clientIds = 0;
const nextClientId = () => `w${Date.now().toString(36)}-${(clientIds += 1)}`;

const errorOf = (error: unknown): ChatError =>
  error instanceof ApiError && error.body !== null
    ? { en: error.body.err_message, id: error.body.err_message_id }
    : 'sendFailed';

/**
 * Follows the live pushes for the chat: a stored message joins the history (and settles the
 * pending one it answers); a refusal drops the pending one and says why.
 */
function useLivePushes(
  userId: string,
  setPending: (update: (pending: PendingMessage[]) => PendingMessage[]) => void,
  setError: (error: ChatError | null) => void,
) {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeLiveMessages((message: LiveMessage) => {
        if (message.type === 'chat') {
          const { client_id: clientId, ...stored } = message.data;
          updateHistory(client, userId, (history) => withMessage(history, stored));
          if (clientId !== null)
            setPending((pending) => pending.filter((p) => p.clientId !== clientId));
        }
        if (message.type === 'chat_refused') {
          const { client_id: clientId, err_message: en, err_message_id: id } = message.data;
          setPending((pending) => pending.filter((p) => p.clientId !== clientId));
          setError({ en, id });
        }
      }),
    [client, userId, setPending, setError],
  );
}

/**
 * After the live channel comes back the history is read again (messages may have come while
 * it was down), and what was waiting for the server's word is given up: the history shows
 * whether it arrived.
 */
function useReconnectRefresh(userId: string, setPending: (next: PendingMessage[]) => void) {
  const client = useQueryClient();
  const status = useLiveStatus();
  const wasDown = useRef(false);
  useEffect(() => {
    if (status === 'closed') {
      wasDown.current = true;
      setPending([]);
    }
    if (status === 'open' && wasDown.current) {
      wasDown.current = false;
      void client.invalidateQueries({ queryKey: chatKeys.history(userId) });
    }
  }, [client, status, userId, setPending]);
  return status;
}

/**
 * The signed-in account's chat: its history (live pushes added), messages waiting for the
 * server's word, the unread count, and send / mark read / load earlier. A message goes over
 * the live channel when it is open, else over HTTP.
 */
export function useChat(userId: string, open: boolean) {
  const client = useQueryClient();
  const history = useQuery(endpointQuery(chatKeys.history(userId), calls.history, { query: {} }));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [error, setError] = useState<ChatError | null>(null);
  useLivePushes(userId, setPending, setError);
  const status = useReconnectRefresh(userId, setPending);

  const messages = history.data?.data.messages ?? [];
  const readSeq = history.data?.data.read_seq ?? 0;
  const operatorSeqs = messages.filter((m) => m.author === 'operator').map((m) => m.seq);
  const unread = chatUnreadCount(operatorSeqs, readSeq);
  const lastSeq = messages.at(-1)?.seq ?? 0;

  useEffect(() => {
    if (!open || unread === 0) return;
    updateHistory(client, userId, (history) => ({ ...history, read_seq: lastSeq }));
    void call(calls.read, { body: { seq: lastSeq } }).catch(() => undefined);
  }, [client, userId, open, unread, lastSeq]);

  const send = async (typed: string): Promise<boolean> => {
    const text = chatTextOf(typed);
    if (!text.ok) {
      setError(errorMessages(text.code, text.params));
      return false;
    }
    setError(null);
    const clientId = nextClientId();
    if (sendLive({ type: 'chat_send', text: text.value, client_id: clientId })) {
      setPending((all) => [...all, { clientId, text: text.value }]);
      return true;
    }
    try {
      const answered = await call(calls.send, { body: { text: text.value } });
      updateHistory(client, userId, (history) => withMessage(history, answered.data));
      return true;
    } catch (failure) {
      setError(errorOf(failure));
      return false;
    }
  };

  const loadEarlier = async () => {
    const first = messages[0]?.seq;
    if (first === undefined) return;
    const earlier = await call(calls.history, { query: { before: String(first) } });
    updateHistory(client, userId, (history) => withEarlier(history, earlier.data));
  };

  return { history, messages, pending, unread, error, status, send, loadEarlier };
}
