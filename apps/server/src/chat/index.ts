/** Live chat between users and operators over the product's own WebSocket. */
import type { Feature } from '../feature.ts';
import { withChatWidget } from './content-security.ts';
import { chatOperatorDesk } from './operator-desk.ts';
import { type ChatDeps, chatRoutes } from './routes.ts';

export const chatFeature: Feature<ChatDeps> = {
  name: 'chat',
  routes: chatRoutes,
  consoleDesks: [chatOperatorDesk],
  contentSecurity: withChatWidget,
};
