import { type Result, fail, ok } from '../result.ts';

/** The SUPPORT REQUEST tab's topics, in the spec's order (General, Trading, Tech Support, Feedback). */
export const SUPPORT_TOPICS = ['general', 'trading', 'tech_support', 'feedback'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** A request's message, in characters after trimming: enough to act on, short of an essay. */
export const SUPPORT_MESSAGE_CHARS_MIN = 10;
export const SUPPORT_MESSAGE_CHARS_MAX = 2000;
/** An operator's answer, in characters after trimming. */
export const SUPPORT_ANSWER_CHARS_MIN = 2;
export const SUPPORT_ANSWER_CHARS_MAX = 4000;
/** Requests an account may send per day: a person asks a few times, a script many. */
export const SUPPORT_REQUESTS_PER_DAY_MAX = 20;

export const SUPPORT_STATES = ['open', 'answered'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** Characters as a person counts them (code points), so an emoji is one, not two. */
const lengthOf = (text: string): number => [...text].length;

/**
 * A support request's message, trimmed, when its length is within
 * SUPPORT_MESSAGE_CHARS_MIN..MAX; otherwise SupportMessageInvalid with the limits.
 */
export const checkSupportMessage = (text: string): Result<string> => {
  const trimmed = text.trim();
  const length = lengthOf(trimmed);
  if (length < SUPPORT_MESSAGE_CHARS_MIN || length > SUPPORT_MESSAGE_CHARS_MAX) {
    return fail('SupportMessageInvalid', {
      min: SUPPORT_MESSAGE_CHARS_MIN,
      max: SUPPORT_MESSAGE_CHARS_MAX,
    });
  }
  return ok(trimmed);
};

/** An operator's answer, trimmed, when within SUPPORT_ANSWER_CHARS_MIN..MAX. */
export const checkSupportAnswer = (text: string): Result<string> => {
  const trimmed = text.trim();
  const length = lengthOf(trimmed);
  if (length < SUPPORT_ANSWER_CHARS_MIN || length > SUPPORT_ANSWER_CHARS_MAX) {
    return fail('SupportAnswerInvalid', {
      min: SUPPORT_ANSWER_CHARS_MIN,
      max: SUPPORT_ANSWER_CHARS_MAX,
    });
  }
  return ok(trimmed);
};
