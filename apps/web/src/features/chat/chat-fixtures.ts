import type { ChatMessage } from '@emas/api';

/** A stored chat message as the server answers it; a test's fixture. */
export const chatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'm-1',
  conversation_id: 'conv-1',
  seq: 1,
  author: 'user',
  operator_name: null,
  text: 'Halo',
  created_at: '2026-03-02T03:00:00.000Z',
  ...overrides,
});

export const historyReply = (messages: ChatMessage[], readSeq = 0) => ({
  body: {
    status: 200,
    data: {
      conversation_id: messages.length === 0 ? null : 'conv-1',
      messages,
      has_more: false,
      unread: 0,
      read_seq: readSeq,
    },
  },
});
