import { randomUUID } from 'node:crypto';
import type { ChatConversation, ChatMessage } from '@emas/api';
import {
  CHAT_FLOOD_WINDOW_MS,
  type ChatAuthor,
  type Result,
  chatFloodCheck,
  fail,
  ok,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ChatMessageTable } from '../db/schema.ts';

/**
 * The chat's storage: one conversation per account, its messages numbered by `seq` from the
 * conversation's `last_seq` inside the writing transaction, and a read marker per side.
 */

/** Who writes a message: the account (flood-limited) or an operator answering a conversation. */
export type ChatWriter =
  | { readonly author: 'user'; readonly accountId: string }
  | {
      readonly author: 'operator';
      readonly conversationId: string;
      readonly operatorId: string;
      readonly operatorName: string;
    };

/** A stored message and the account whose conversation it is in (for the fan-out). */
export type StoredChatMessage = { readonly accountId: string; readonly message: ChatMessage };

const isoOf = (ms: bigint | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString();

const messageOf = (
  row: Omit<ChatMessageTable, 'operator_id'>,
  operatorName: string | null,
): ChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  seq: Number(row.seq),
  author: row.author,
  operator_name: operatorName,
  text: row.text,
  created_at: new Date(Number(row.created_at_ms)).toISOString(),
});

/** The account's conversation, opened on its first message. */
const conversationFor = async (trx: Db, accountId: string, nowMs: number) => {
  await trx
    .insertInto('chat_conversations')
    .values({
      id: randomUUID(),
      account_id: accountId,
      last_seq: 0n,
      user_read_seq: 0n,
      operator_read_seq: 0n,
      created_at_ms: BigInt(nowMs),
    })
    .onConflict((conflict) => conflict.column('account_id').doNothing())
    .execute();
  return trx
    .selectFrom('chat_conversations')
    .select(['id', 'account_id'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
};

const floodCheck = async (trx: Db, conversationId: string, nowMs: number) => {
  const recent = await trx
    .selectFrom('chat_messages')
    .select('created_at_ms')
    .where('conversation_id', '=', conversationId)
    .where('author', '=', 'user')
    .where('created_at_ms', '>', BigInt(nowMs - CHAT_FLOOD_WINDOW_MS))
    .execute();
  return chatFloodCheck(
    recent.map((row) => Number(row.created_at_ms)),
    nowMs,
  );
};

/** Takes the conversation's next `seq`; the writer has read everything before its own message. */
const nextSeq = async (trx: Db, conversationId: string, author: ChatAuthor, nowMs: number) => {
  const readMarker = author === 'user' ? 'user_read_seq' : 'operator_read_seq';
  const row = await trx
    .updateTable('chat_conversations')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', 1n),
      last_message_at_ms: BigInt(nowMs),
      [readMarker]: eb('last_seq', '+', 1n),
    }))
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
};

const conversationOfWriter = async (trx: Db, writer: ChatWriter, nowMs: number) => {
  if (writer.author === 'user') return conversationFor(trx, writer.accountId, nowMs);
  return trx
    .selectFrom('chat_conversations')
    .select(['id', 'account_id'])
    .where('id', '=', writer.conversationId)
    .executeTakeFirst();
};

/**
 * Stores one message (its text already checked) in one transaction: the account's messages are
 * refused with ChatTooFast past the flood limit, an operator's with ChatConversationNotFound
 * when the conversation does not exist. Only a committed message is answered.
 */
export const storeChatMessage = (
  db: Db,
  writer: ChatWriter,
  text: string,
  nowMs: number,
): Promise<Result<StoredChatMessage>> =>
  db.transaction().execute(async (trx) => {
    const conversation = await conversationOfWriter(trx, writer, nowMs);
    if (conversation === undefined) return fail('ChatConversationNotFound');
    if (writer.author === 'user') {
      const allowed = await floodCheck(trx, conversation.id, nowMs);
      if (!allowed.ok) return allowed;
    }
    const row = {
      id: randomUUID(),
      conversation_id: conversation.id,
      seq: await nextSeq(trx, conversation.id, writer.author, nowMs),
      author: writer.author,
      operator_id: writer.author === 'operator' ? writer.operatorId : null,
      text,
      created_at_ms: BigInt(nowMs),
    };
    await trx.insertInto('chat_messages').values(row).execute();
    const operatorName = writer.author === 'operator' ? writer.operatorName : null;
    return ok({ accountId: conversation.account_id, message: messageOf(row, operatorName) });
  });

export type ChatPage = { readonly messages: ChatMessage[]; readonly has_more: boolean };

/** A page of a conversation's messages before `beforeSeq` (newest page when absent), oldest first. */
export const chatPage = async (
  db: Db,
  conversationId: string,
  page: { before?: number | undefined; limit: number },
): Promise<ChatPage> => {
  let query = db
    .selectFrom('chat_messages')
    .leftJoin('operators', 'operators.id', 'chat_messages.operator_id')
    .select([
      'chat_messages.id',
      'chat_messages.conversation_id',
      'chat_messages.seq',
      'chat_messages.author',
      'chat_messages.text',
      'chat_messages.created_at_ms',
      'operators.name as operator_name',
    ])
    .where('chat_messages.conversation_id', '=', conversationId);
  if (page.before !== undefined) query = query.where('chat_messages.seq', '<', BigInt(page.before));
  const rows = await query
    .orderBy('chat_messages.seq', 'desc')
    .limit(page.limit + 1)
    .execute();
  const kept = rows.slice(0, page.limit).reverse();
  return {
    messages: kept.map((row) => messageOf(row, row.operator_name ?? null)),
    has_more: rows.length > page.limit,
  };
};

/** The account's conversation and its read marker, or null before its first message. */
export const conversationOfAccount = async (
  db: Db,
  accountId: string,
): Promise<{ id: string; readSeq: number } | null> => {
  const row = await db
    .selectFrom('chat_conversations')
    .select(['id', 'user_read_seq'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? null : { id: row.id, readSeq: Number(row.user_read_seq) };
};

/** Messages of `author` past the read marker of the other side. */
const unreadOf = async (db: Db, conversationId: string, author: ChatAuthor): Promise<number> => {
  const marker = author === 'operator' ? 'user_read_seq' : 'operator_read_seq';
  const row = await db
    .selectFrom('chat_messages')
    .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_messages.conversation_id')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('chat_messages.conversation_id', '=', conversationId)
    .where('chat_messages.author', '=', author)
    .whereRef('chat_messages.seq', '>', `chat_conversations.${marker}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** Operators' messages the account has not read. */
export const unreadByUser = (db: Db, conversationId: string) =>
  unreadOf(db, conversationId, 'operator');

/**
 * Moves a side's read marker up to `seq` (never past the last message, never back) and
 * answers what that side still has unread.
 */
export const markChatRead = async (
  db: Db,
  conversationId: string,
  reader: ChatAuthor,
  seq: number,
): Promise<number> => {
  const marker = reader === 'user' ? 'user_read_seq' : 'operator_read_seq';
  const conversation = await db
    .selectFrom('chat_conversations')
    .select('last_seq')
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (conversation === undefined) return 0;
  const upTo = BigInt(seq) < conversation.last_seq ? BigInt(seq) : conversation.last_seq;
  await db
    .updateTable('chat_conversations')
    .set({ [marker]: upTo })
    .where('id', '=', conversationId)
    .where(marker, '<', upTo)
    .execute();
  return unreadOf(db, conversationId, reader === 'user' ? 'operator' : 'user');
};

const conversationRows = (db: Db) =>
  db
    .selectFrom('chat_conversations')
    .innerJoin('accounts', 'accounts.id', 'chat_conversations.account_id')
    .select((eb) => [
      'chat_conversations.id',
      'chat_conversations.last_message_at_ms',
      'accounts.hin',
      'accounts.fullname',
      'accounts.email',
      eb
        .selectFrom('chat_messages')
        .select('chat_messages.text')
        .whereRef('chat_messages.conversation_id', '=', 'chat_conversations.id')
        .whereRef('chat_messages.seq', '=', 'chat_conversations.last_seq')
        .as('last_text'),
      eb
        .selectFrom('chat_messages')
        .select((inner) => inner.fn.countAll<bigint>().as('n'))
        .whereRef('chat_messages.conversation_id', '=', 'chat_conversations.id')
        .where('chat_messages.author', '=', 'user')
        .whereRef('chat_messages.seq', '>', 'chat_conversations.operator_read_seq')
        .as('unread'),
    ]);

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['execute']>>[number];

const conversationOf = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  hin: row.hin,
  name: row.fullname,
  email: row.email,
  last_text: row.last_text ?? null,
  last_at: isoOf(row.last_message_at_ms),
  unread: Number(row.unread ?? 0n),
});

/** The console's list: conversations with the newest message first, and how many there are. */
export const conversationsPage = async (
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ count: number; body: ChatConversation[] }> => {
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('chat_conversations')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    conversationRows(db)
      .orderBy('chat_conversations.last_message_at_ms', 'desc')
      .orderBy('chat_conversations.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { count: Number(counted.n), body: rows.map(conversationOf) };
};

/** One conversation's row of the console's list, or null. */
export const conversationById = async (db: Db, id: string): Promise<ChatConversation | null> => {
  const row = await conversationRows(db).where('chat_conversations.id', '=', id).executeTakeFirst();
  return row === undefined ? null : conversationOf(row);
};
