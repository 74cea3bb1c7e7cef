/** The live chat: the shell's widget and `openChat()` for the Help page (its desk: console.ts). */
export { ChatWidget } from './chat-widget.tsx';
export { OPEN_CHAT_EVENT, openChat } from './open-chat.ts';
