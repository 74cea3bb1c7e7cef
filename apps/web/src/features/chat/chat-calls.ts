import type { CallAnswer, ChatMessage } from '@emas/api';
import type { chatEndpoints } from '@emas/api/chat';
import type { QueryClient } from '@tanstack/react-query';

type Calls = typeof chatEndpoints;

/** The account's conversation as the widget holds it: the loaded pages, oldest first. */
export type ChatHistory = CallAnswer<Calls['history']>['data'];

export const chatKeys = {
  widget: ['chat', 'widget'] as const,
  history: (userId: string) => ['chat', 'history', userId] as const,
  account: (userId: string) => ['chat', 'account', userId] as const,
};

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * The history with one more message (pushed live or answered over HTTP), each message once, in
 * `seq` order. The account's own message means it has read everything before it, as the
 * server records.
 */
export function withMessage(history: ChatHistory, message: ChatMessage): ChatHistory {
  if (history.messages.some((known) => known.id === message.id)) return history;
  const readSeq =
    message.author === 'user' ? Math.max(history.read_seq, message.seq) : history.read_seq;
  return {
    ...history,
    conversation_id: message.conversation_id,
    messages: [...history.messages, message].sort(bySeq),
    read_seq: readSeq,
  };
}

/** The history with an earlier page in front of it. */
export function withEarlier(history: ChatHistory, earlier: ChatHistory): ChatHistory {
  const known = new Set(history.messages.map((message) => message.id));
  const older = earlier.messages.filter((message) => !known.has(message.id));
  return { ...history, messages: [...older, ...history.messages], has_more: earlier.has_more };
}

type HistoryAnswer = CallAnswer<Calls['history']>;

/**
 * Changes the cached history; nothing while it has not loaded, since loading it brings
 * everything stored so far.
 */
export function updateHistory(
  client: QueryClient,
  userId: string,
  change: (history: ChatHistory) => ChatHistory,
): void {
  client.setQueryData(chatKeys.history(userId), (old: HistoryAnswer | undefined) =>
    old === undefined ? old : { ...old, data: change(old.data) },
  );
}
