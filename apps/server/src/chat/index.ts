/** Live chat between users and operators over the product's own WebSocket. */
import { chatEndpoints as calls } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import { withChatWidget } from './content-security.ts';
import { chatOperatorDesk } from './operator-desk.ts';
import { type ChatDeps, chatRoutes } from './routes.ts';

export const chatFeature: Feature<ChatDeps> = {
  name: 'chat',
  routes: chatRoutes,
  consoleDesks: [chatOperatorDesk],
  deskCounts: [
    // A conversation is unread while a client's message is past the operators' read marker.
    waitingOn(calls.conversations, (db) =>
      db.selectFrom('chat_conversations').whereRef('last_seq', '>', 'operator_read_seq'),
    ),
  ],
  contentSecurity: withChatWidget,
};
