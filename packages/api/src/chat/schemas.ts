import { CHAT_AUTHORS, CHAT_PAGE_SIZE_MAX } from '@emas/domain';
import { z } from 'zod';
import { digitsSchema, textSchema, userIdSchema } from '../common.ts';
import { answers } from '../endpoint.ts';

/**
 * Live chat between an account and the operators. The text rules (trimmed, 1 to 1000
 * characters, 10 messages per 10 s) are the domain's and are checked by the server, so a
 * message that breaks them gets its catalogue error rather than a schema failure; the schemas
 * here only bound what a request may carry.
 */

/** Raw typed text, before the server trims and checks it; long enough to be told it is too long. */
const typedTextSchema = z.string().max(20_000);
const clientIdSchema = textSchema(64).min(1);

/** One message of a conversation; `seq` numbers a conversation's messages 1, 2, 3, … */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  seq: z.number().int().positive(),
  author: z.enum(CHAT_AUTHORS),
  /** The operator's name on an operator's message, else null. */
  operator_name: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of history, oldest first; `has_more` when older messages exist before it. */
const historySchema = z.object({
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
});

/** GET history: the page before the message `before` (a seq), newest page when absent. */
export const chatHistoryQuerySchema = z.object({
  before: digitsSchema(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: digitsSchema(1, CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE_MAX),
  user_id: userIdSchema.optional(),
});
export const chatHistoryResponseSchema = answers.data(
  historySchema.extend({
    /** Null until the account's first message opens its conversation. */
    conversation_id: z.string().nullable(),
    /** Operators' messages the account has not read, and the highest `seq` it has read. */
    unread: z.number().int().nonnegative(),
    read_seq: z.number().int().nonnegative(),
  }),
);

export const chatSendRequestSchema = z.object({
  text: typedTextSchema,
  user_id: userIdSchema.optional(),
});
export const chatMessageResponseSchema = answers.data(chatMessageSchema);

/** Marks the other side's messages up to `seq` as read. */
export const chatReadRequestSchema = z.object({
  seq: z.number().int().nonnegative(),
  user_id: userIdSchema.optional(),
});
export const chatReadResponseSchema = answers.data(
  z.object({ unread: z.number().int().nonnegative() }),
);

/** Which chat the shell shows: ours, or a third party's script (needs internet access). */
export const CHAT_WIDGET_KINDS = ['builtin', 'thirdparty'] as const;
export type ChatWidgetKind = (typeof CHAT_WIDGET_KINDS)[number];
export const chatWidgetResponseSchema = answers.data(
  z.object({ kind: z.enum(CHAT_WIDGET_KINDS), script_url: z.string().nullable() }),
);

/** The console's list: one row per conversation, those with the newest message first. */
export const chatConversationSchema = z.object({
  id: z.string(),
  hin: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  last_text: z.string().nullable(),
  last_at: z.string().nullable(),
  /** The account's messages no operator has read. */
  unread: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const chatConversationsQuerySchema = z.object({
  offset: digitsSchema(0, 1_000_000_000).default(0),
  limit: digitsSchema(1, 100).default(10),
});
export const chatConversationsResponseSchema = answers.data(
  z.object({ count: z.number().int(), body: z.array(chatConversationSchema) }),
);
export const chatConversationParamsSchema = z.object({ id: textSchema(64).min(1) });
export const chatConversationQuerySchema = chatHistoryQuerySchema.omit({ user_id: true });
export const chatConversationResponseSchema = answers.data(
  historySchema.extend({ conversation: chatConversationSchema }),
);
export const chatAnswerRequestSchema = z.object({ text: typedTextSchema });
export const chatOperatorReadRequestSchema = z.object({ seq: z.number().int().nonnegative() });

/**
 * What the live channel (/v2/ws) carries for the chat. A client sends `chat_send` (an account,
 * after `auth`) or `operator_auth` then `chat_answer` (an operator); `client_id` is the
 * sender's own reference, echoed on the stored message or on the refusal.
 */
export const chatClientMessageSchemas = [
  z.object({ type: z.literal('operator_auth'), token: z.string().max(256) }),
  z.object({
    type: z.literal('chat_send'),
    text: z.string(),
    client_id: clientIdSchema.optional(),
  }),
  z.object({
    type: z.literal('chat_answer'),
    conversation_id: textSchema(64).min(1),
    text: z.string(),
    client_id: clientIdSchema.optional(),
  }),
] as const;

export const chatLiveMessageSchemas = [
  /** A stored message, to the account's sockets and to every operator's. */
  z.object({
    type: z.literal('chat'),
    data: chatMessageSchema.extend({ client_id: z.string().nullable() }),
  }),
  /** A message that was not stored, to the socket that sent it, with the catalogue's texts. */
  z.object({
    type: z.literal('chat_refused'),
    data: z.object({
      client_id: z.string().nullable(),
      code: z.string(),
      err_message: z.string(),
      err_message_id: z.string(),
    }),
  }),
  /** The answer to `operator_auth`. */
  z.object({ type: z.literal('operator_welcome'), data: z.object({ signedIn: z.boolean() }) }),
] as const;
