/** Live chat between users and operators over the product's own WebSocket. */
export { type ChatDeps, chatRoutes } from './routes.ts';
export { chatOperatorDesk } from './operator-desk.ts';
export { withChatWidget } from './content-security.ts';
