import { chatEndpoints as calls } from '@emas/api';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { chatPage, conversationById, conversationsPage, markChatRead } from './chat-repository.ts';
import { sendChatMessage } from './chat-service.ts';
import type { ChatDeps } from './routes.ts';

const ok = 200 as const;

/**
 * The console's chat desk: every conversation with its unread count, one conversation's
 * history, an answer over HTTP (the live channel's `chat_answer` does the same) and the read
 * marker. An answer is not written to the audit log: the message itself keeps who wrote it.
 * Registered inside the console's scope, whose guard checks the operator's session.
 */
export const chatOperatorDesk = (app: FastifyInstance, deps: ChatDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.conversations, async (request) => ({
    status: ok,
    data: await conversationsPage(db, request.query),
  }));
  routeOf(app, calls.conversation, async (request) => {
    const conversation = await conversationById(db, request.params.id);
    if (conversation === null) throw new AppError('ChatConversationNotFound');
    const page = await chatPage(db, conversation.id, request.query);
    return { status: ok, data: { conversation, ...page } };
  });
  routeOf(app, calls.answer, async (request) => {
    const operator = operatorOf(request);
    const writer = {
      author: 'operator',
      conversationId: request.params.id,
      operatorId: operator.id,
      operatorName: operator.name,
    } as const;
    const sent = await sendChatMessage(deps, writer, request.body.text, null);
    if (!sent.ok) throw AppError.from(sent);
    return { status: ok, data: sent.value };
  });
  routeOf(app, calls.operatorRead, async (request) => {
    const conversation = await conversationById(db, request.params.id);
    if (conversation === null) throw new AppError('ChatConversationNotFound');
    const unread = await markChatRead(db, conversation.id, 'operator', request.body.seq);
    return { status: ok, data: { unread } };
  });
};
