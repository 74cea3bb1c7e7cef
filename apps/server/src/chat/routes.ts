import { chatEndpoints as calls } from '@emas/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { LiveHub } from '../live/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { chatPage, conversationOfAccount, markChatRead, unreadByUser } from './chat-repository.ts';
import { sendChatMessage } from './chat-service.ts';
import { liveChatHandler } from './live-chat.ts';

export type ChatDeps = {
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly liveHub: LiveHub;
};

const ok = 200 as const;

/**
 * The caller's own account: the chat is personal, so a `user_id` naming anyone else (even a
 * broker's client) is refused rather than answered.
 */
const ownAccountOf = (request: FastifyRequest, userId: string | undefined): string => {
  const caller = callerOf(request);
  if (userId !== undefined && userId !== caller.id) throw new AppError('AccessDenied');
  return caller.id;
};

/**
 * Live chat between users and operators over the product's own WebSocket: registers the
 * chat's live-channel handler on the hub, and the account's calls (which widget, history,
 * a send for when the socket is down, read marker). The console's calls are in operator-desk.ts.
 */
export const chatRoutes: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  const { db } = deps.database;
  deps.liveHub.onClientMessage(liveChatHandler(deps));

  routeOf(app, calls.widget, async () => ({
    status: ok,
    data: { kind: deps.config.chatWidget, script_url: deps.config.chatWidgetScriptUrl },
  }));
  routeOf(app, calls.history, async (request) => {
    const { before, limit, user_id: userId } = request.query;
    const conversation = await conversationOfAccount(db, ownAccountOf(request, userId));
    if (conversation === null) {
      const empty = { messages: [], has_more: false, unread: 0, read_seq: 0 };
      return { status: ok, data: { conversation_id: null, ...empty } };
    }
    const [page, unread] = await Promise.all([
      chatPage(db, conversation.id, { before, limit }),
      unreadByUser(db, conversation.id),
    ]);
    const read = { unread, read_seq: conversation.readSeq };
    return { status: ok, data: { conversation_id: conversation.id, ...page, ...read } };
  });
  routeOf(app, calls.send, async (request) => {
    const accountId = ownAccountOf(request, request.body.user_id);
    const writer = { author: 'user', accountId } as const;
    const sent = await sendChatMessage(deps, writer, request.body.text, null);
    if (!sent.ok) throw AppError.from(sent);
    return { status: ok, data: sent.value };
  });
  routeOf(app, calls.read, async (request) => {
    const accountId = ownAccountOf(request, request.body.user_id);
    const conversation = await conversationOfAccount(db, accountId);
    const unread =
      conversation === null ? 0 : await markChatRead(db, conversation.id, 'user', request.body.seq);
    return { status: ok, data: { unread } };
  });
};
