import { endpoint } from '../endpoint.ts';
import type { Endpoint } from '../endpoint.ts';
import {
  chatAnswerRequestSchema,
  chatConversationParamsSchema,
  chatConversationQuerySchema,
  chatConversationResponseSchema,
  chatConversationsQuerySchema,
  chatConversationsResponseSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageResponseSchema,
  chatOperatorReadRequestSchema,
  chatReadRequestSchema,
  chatReadResponseSchema,
  chatSendRequestSchema,
  chatWidgetResponseSchema,
} from './schemas.ts';

/**
 * Live chat between users and operators over the product's own WebSocket. Messages travel on
 * /v2/ws; these calls give the history, and a send over HTTP for when the socket is down.
 */
export const chatEndpoints = {
  widget: endpoint({
    method: 'GET',
    path: '/v2/chat/widget',
    response: chatWidgetResponseSchema,
    auth: 'none',
    tag: 'chat',
    summary: "Which chat widget the shell shows: the product's own or a configured third party's",
  }),
  history: endpoint({
    method: 'GET',
    path: '/v2/chat/messages',
    query: chatHistoryQuerySchema,
    response: chatHistoryResponseSchema,
    auth: 'bearer',
    tag: 'chat',
    summary: "The caller's conversation with customer service, a page at a time, oldest first",
  }),
  send: endpoint({
    method: 'POST',
    path: '/v2/chat/messages',
    body: chatSendRequestSchema,
    response: chatMessageResponseSchema,
    auth: 'bearer',
    tag: 'chat',
    summary: 'Sends a message to customer service (the live channel does the same)',
  }),
  read: endpoint({
    method: 'POST',
    path: '/v2/chat/read',
    body: chatReadRequestSchema,
    response: chatReadResponseSchema,
    auth: 'bearer',
    tag: 'chat',
    summary: "Marks the operators' messages up to a sequence number as read",
  }),
  conversations: endpoint({
    method: 'GET',
    path: '/v2/operator/chat/conversations',
    query: chatConversationsQuerySchema,
    response: chatConversationsResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: 'Every conversation, the newest message first, with its unread count',
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/v2/operator/chat/conversations/:id',
    params: chatConversationParamsSchema,
    query: chatConversationQuerySchema,
    response: chatConversationResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: "One conversation's messages, a page at a time, oldest first",
  }),
  answer: endpoint({
    method: 'POST',
    path: '/v2/operator/chat/conversations/:id/messages',
    params: chatConversationParamsSchema,
    body: chatAnswerRequestSchema,
    response: chatMessageResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: 'Answers a conversation (the live channel does the same)',
  }),
  operatorRead: endpoint({
    method: 'POST',
    path: '/v2/operator/chat/conversations/:id/read',
    params: chatConversationParamsSchema,
    body: chatOperatorReadRequestSchema,
    response: chatReadResponseSchema,
    auth: 'operator',
    tag: 'operator',
    summary: "Marks the account's messages up to a sequence number as read by the operators",
  }),
} as const satisfies Record<string, Endpoint>;
