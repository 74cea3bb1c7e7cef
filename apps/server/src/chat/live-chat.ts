import type { LiveMessage } from '@emas/api';
import { type ErrorCode, type ErrorParams, errorMessages } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { LiveClientHandler, LiveOperator, LiveSocket } from '../live/index.ts';
import { type ChatServiceDeps, sendChatMessage } from './chat-service.ts';

const refusal = (clientId: string | null, code: ErrorCode, params?: ErrorParams): LiveMessage => {
  const { en, id } = errorMessages(code, params);
  return {
    type: 'chat_refused',
    data: { client_id: clientId, code, err_message: en, err_message_id: id },
  };
};

/** Whether the operator's session is still live: signing out ends the socket's right to answer. */
const operatorSessionLive = async (db: Db, operator: LiveOperator, nowMs: number) => {
  const row = await db
    .selectFrom('operator_sessions')
    .select('id')
    .where('id', '=', operator.sessionId)
    .where('revoked_at_ms', 'is', null)
    .where('idle_expires_at_ms', '>', BigInt(nowMs))
    .where('absolute_expires_at_ms', '>', BigInt(nowMs))
    .executeTakeFirst();
  return row !== undefined;
};

/**
 * The chat over the live channel: `chat_send` from a socket signed in as an account, and
 * `chat_answer` from one signed in as an operator whose session is still live. Whatever is
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
    if (message.type === 'chat_send') {
      if (member.session === null) return refuse('ChatSignInRequired');
      const writer = { author: 'user', accountId: member.session.accountId } as const;
      const sent = await sendChatMessage(deps, writer, message.text, clientId);
      if (!sent.ok) refuse(sent.code, sent.params);
      return;
    }
    const { operator } = member;
    if (operator === null) return refuse('ChatSignInRequired');
    if (!(await operatorSessionLive(deps.database.db, operator, deps.clock.now()))) {
      liveHub.signInOperator(socket, null);
      return refuse('ChatSignInRequired');
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
