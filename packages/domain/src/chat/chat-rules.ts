import { type Result, fail, ok } from '../result.ts';

/**
 * The rules of the live chat between an account and the operators, shared by the server
 * (which enforces them) and the web (which shows them before sending).
 */

/** Characters (Unicode code points) one chat message may hold, after trimming. */
export const CHAT_TEXT_CHARS_MAX = 1_000;
/** Messages one account may send within CHAT_FLOOD_WINDOW_MS; more are refused, not queued. */
export const CHAT_MESSAGES_PER_WINDOW_MAX = 10;
export const CHAT_FLOOD_WINDOW_MS = 10_000;
/** Messages one history page holds at most; the web asks for this many. */
export const CHAT_PAGE_SIZE_MAX = 50;

/** Who wrote a message: the account's holder or an operator of the back office. */
export const CHAT_AUTHORS = ['user', 'operator'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

const charCount = (text: string): number => [...text].length;

/** A control character other than tab and line breaks: NUL, which PostgreSQL cannot store, and kin. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/**
 * The text a message is stored with: trimmed of surrounding white space, 1 to
 * CHAT_TEXT_CHARS_MAX code points with no control character but tab and line breaks, or
 * ChatMessageEmpty / ChatMessageTooLong / ChatMessageControlCharacter.
 */
export const chatTextOf = (typed: string): Result<string> => {
  const text = typed.trim();
  if (text === '') return fail('ChatMessageEmpty');
  if (CONTROL_CHARACTER.test(text)) return fail('ChatMessageControlCharacter');
  if (charCount(text) > CHAT_TEXT_CHARS_MAX) {
    return fail('ChatMessageTooLong', { max: CHAT_TEXT_CHARS_MAX });
  }
  return ok(text);
};

/**
 * Whether an account may send one more message now, given the times (ms since the epoch) of
 * the messages it sent within the last CHAT_FLOOD_WINDOW_MS. Refused with ChatTooFast and the
 * whole seconds until the oldest of them leaves the window.
 */
export const chatFloodCheck = (sentAtMs: readonly number[], nowMs: number): Result<void> => {
  const recent = sentAtMs.filter((at) => at > nowMs - CHAT_FLOOD_WINDOW_MS);
  if (recent.length < CHAT_MESSAGES_PER_WINDOW_MAX) return ok(undefined);
  const oldest = Math.min(...recent);
  const seconds = Math.max(1, Math.ceil((oldest + CHAT_FLOOD_WINDOW_MS - nowMs) / 1_000));
  return fail('ChatTooFast', { seconds });
};

/**
 * Messages of the other side a reader has not read: those with a sequence number above the
 * reader's read marker (each conversation numbers its messages 1, 2, 3, …).
 */
export const chatUnreadCount = (otherSideSeqs: readonly number[], readSeq: number): number =>
  otherSideSeqs.filter((seq) => seq > readSeq).length;
