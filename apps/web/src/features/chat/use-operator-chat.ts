import type { CallAnswer, LiveMessage } from '@emas/api';
import { chatEndpoints } from '@emas/api/chat';
import { chatTextOf, errorMessages } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { connectLive, sendLive, useLiveStatus } from '../../lib/live-socket.ts';
import { operatorCall } from '../operator/index.ts';
import type { ChatError } from './use-chat.ts';

const calls = chatEndpoints;

export const deskKeys = {
  conversations: ['chat', 'desk', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'desk', 'conversation', id] as const,
};
type Conversation = CallAnswer<typeof calls.conversation>;
type Pushed = Extract<LiveMessage, { type: 'chat' }>['data'];

let answerIds = 0;

const withPushed = (answer: Conversation | undefined, pushed: Pushed): Conversation | undefined => {
  if (answer === undefined || answer.data.messages.some((m) => m.id === pushed.id)) return answer;
  const message = { ...pushed, client_id: undefined };
  const messages = [...answer.data.messages, message].sort((a, b) => a.seq - b.seq);
  return { ...answer, data: { ...answer.data, messages } };
};

/**
 * The console's live channel, signed in with the operator's token: every stored chat message
 * refreshes the list of conversations and joins the open conversation when it is that one.
 */
function useOperatorLive(token: string | null, onRefused: (e: ChatError) => void) {
  const client = useQueryClient();
  useEffect(() => {
    if (token === null) return;
    return connectLive({
      token: () => token,
      authType: 'operator_auth',
      onMessage: (message) => {
        if (message.type === 'chat') {
          void client.invalidateQueries({ queryKey: deskKeys.conversations });
          client.setQueryData(
            deskKeys.conversation(message.data.conversation_id),
            (old: Conversation | undefined) => withPushed(old, message.data),
          );
        }
        if (message.type === 'chat_refused') {
          onRefused({ en: message.data.err_message, id: message.data.err_message_id });
        }
        if (message.type === 'operator_welcome' && message.data.signedIn) {
          void client.invalidateQueries({ queryKey: ['chat', 'desk'] });
        }
      },
    });
  }, [client, token, onRefused]);
}

/**
 * The chat desk's data: the conversations, the open one, answering it (over the live channel
 * when open, else over HTTP) and reading it (its unread count cleared once it is shown).
 */
export function useOperatorChat(token: string | null, selected: string | null) {
  const client = useQueryClient();
  const [error, setError] = useState<ChatError | null>(null);
  useOperatorLive(token, setError);
  const status = useLiveStatus();
  const conversations = useQuery({
    queryKey: deskKeys.conversations,
    queryFn: ({ signal }) => operatorCall(calls.conversations, { query: { limit: '100' } }, signal),
  });
  const conversation = useQuery({
    queryKey: deskKeys.conversation(selected ?? ''),
    queryFn: ({ signal }) =>
      operatorCall(calls.conversation, { params: { id: selected ?? '' }, query: {} }, signal),
    enabled: selected !== null,
  });
  const lastSeq = conversation.data?.data.messages.at(-1)?.seq ?? 0;
  const unread = conversation.data?.data.conversation.unread ?? 0;

  useEffect(() => {
    if (selected === null || unread === 0) return;
    void operatorCall(calls.operatorRead, { params: { id: selected }, body: { seq: lastSeq } })
      .then(() => client.invalidateQueries({ queryKey: deskKeys.conversations }))
      .catch(() => undefined);
  }, [client, selected, unread, lastSeq]);

  const answer = async (typed: string): Promise<boolean> => {
    const text = chatTextOf(typed);
    if (selected === null) return false;
    if (!text.ok) {
      setError(errorMessages(text.code, text.params));
      return false;
    }
    setError(null);
    const message = { type: 'chat_answer', conversation_id: selected, text: text.value } as const;
    if (sendLive({ ...message, client_id: `d${(answerIds += 1)}` })) return true;
    try {
      await operatorCall(calls.answer, { params: { id: selected }, body: { text: text.value } });
      await client.invalidateQueries({ queryKey: ['chat', 'desk'] });
      return true;
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.body
          ? { en: failure.body.err_message, id: failure.body.err_message_id }
          : 'sendFailed',
      );
      return false;
    }
  };

  return { conversations, conversation, status, error, answer };
}
