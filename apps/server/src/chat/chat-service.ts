import type { ChatMessage } from '@emas/api';
import { type Result, chatTextOf } from '@emas/domain';
import type { RecordDeps } from '../feature-deps.ts';
import type { LiveHub } from '../live/index.ts';
import { type ChatWriter, storeChatMessage } from './chat-repository.ts';

/** The records' database and clock, and the live channel the message goes out on. */
export type ChatServiceDeps = Pick<RecordDeps, 'database' | 'clock'> & {
  readonly liveHub: LiveHub;
};

/**
 * Sends one chat message, whoever writes it and however it arrives (live channel or HTTP): the
 * text is checked, the message stored, and only once it has committed is it pushed to the
 * account's sockets and to every operator's. `clientId` is the sender's own reference, echoed
 * so its client can match the stored message to what it showed as pending.
 */
export const sendChatMessage = async (
  deps: ChatServiceDeps,
  writer: ChatWriter,
  typed: string,
  clientId: string | null,
): Promise<Result<ChatMessage>> => {
  const text = chatTextOf(typed);
  if (!text.ok) return text;
  const stored = await storeChatMessage(deps.database.db, writer, text.value, deps.clock.now());
  if (!stored.ok) return stored;
  const { accountId, message } = stored.value;
  const live = { type: 'chat', data: { ...message, client_id: clientId } } as const;
  deps.liveHub.sendToAccount(accountId, live);
  deps.liveHub.sendToOperators(live);
  return { ok: true, value: message };
};
