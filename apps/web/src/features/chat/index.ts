/** The live chat: the shell's widget, `openChat()` for the Help page, the console's desk. */
export { ChatWidget } from './chat-widget.tsx';
export { OPEN_CHAT_EVENT, openChat } from './open-chat.ts';
export { ChatDesk } from './chat-desk.tsx';
