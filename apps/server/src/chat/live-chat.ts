import type { LiveMessage } from '@emas/api';
import { type ErrorCode, type ErrorParams, errorMessages } from '@emas/domain';
import { liveSessionIdsAmong } from '../auth/index.ts';
import type { LiveClientHandler, LiveSocket } from '../live/index.ts';
import { liveOperatorSessionIdsAmong } from '../operator/index.ts';
import { type ChatServiceDeps, sendChatMessage } from './chat-service.ts';

const refusal = (clientId: string | null, code: ErrorCode, params?: ErrorParams): LiveMessage => {
  const { en, id } = errorMessages(code, params);
  return {
    type: 'chat_refused',
    data: { client_id: clientId, code, err_message: en, err_message_id: id },
  };
};

/**
 * The chat over the live channel: `chat_send` from a socket signed in as an account, and
 * `chat_answer` from one signed in as an operator, each only while the session it signed in
 * with is live: a socket whose session has ended is refused and closed (4001). Whatever is
 * refused is answered `chat_refused` to the sender alone, with the catalogue's texts; what is
 * stored reaches everyone concerned as `chat` (sendChatMessage).
 */
export const liveChatHandler =
  (deps: ChatServiceDeps): LiveClientHandler =>
  async (socket: LiveSocket, message) => {
    const { liveHub } = deps;
    const clientId = message.client_id ?? null;
    const member = liveHub.memberOf(socket);
    const refuse = (code: ErrorCode, params?: ErrorParams) =>
      liveHub.send(socket, refusal(clientId, code, params));
    const isLive = async (among: typeof liveSessionIdsAmong, sessionId: string) =>
      (await among(deps.database.db, [sessionId], deps.clock.now())).has(sessionId);
    if (message.type === 'chat_send') {
      if (member.session === null) return refuse('ChatSignInRequired');
      const { sessionId } = member.session;
      if (!(await isLive(liveSessionIdsAmong, sessionId))) {
        refuse('ChatSignInRequired');
        return liveHub.closeSessions([sessionId]);
      }
      const writer = { author: 'user', accountId: member.session.accountId } as const;
      const sent = await sendChatMessage(deps, writer, message.text, clientId);
      if (!sent.ok) refuse(sent.code, sent.params);
      return;
    }
    const { operator } = member;
    if (operator === null) return refuse('ChatSignInRequired');
    if (!(await isLive(liveOperatorSessionIdsAmong, operator.sessionId))) {
      refuse('ChatSignInRequired');
      return liveHub.closeOperatorSessions([operator.sessionId]);
    }
    const writer = {
      author: 'operator',
      conversationId: message.conversation_id,
      operatorId: operator.operatorId,
      operatorName: operator.name,
    } as const;
    const sent = await sendChatMessage(deps, writer, message.text, clientId);
    if (!sent.ok) refuse(sent.code, sent.params);
  };
