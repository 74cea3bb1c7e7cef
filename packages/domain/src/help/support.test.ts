/**
 * Proves the support request rules: a message and an answer are trimmed and accepted exactly
 * within their limits (counted in characters, an emoji being one), and refused outside them
 * with the catalogue code and the limits to show.
 */
import { describe, expect, it } from 'vitest';
import {
  SUPPORT_ANSWER_CHARS_MAX,
  SUPPORT_ANSWER_CHARS_MIN,
  SUPPORT_MESSAGE_CHARS_MAX,
  SUPPORT_MESSAGE_CHARS_MIN,
  checkSupportAnswer,
  checkSupportMessage,
} from './support.ts';

describe('checkSupportMessage', () => {
  it.each([
    ['the shortest message', 'x'.repeat(SUPPORT_MESSAGE_CHARS_MIN)],
    ['the longest message', 'x'.repeat(SUPPORT_MESSAGE_CHARS_MAX)],
    ['emoji counted once each', '🙂'.repeat(SUPPORT_MESSAGE_CHARS_MAX)],
  ])('accepts %s', (_name, text) => {
    expect(checkSupportMessage(text)).toEqual({ ok: true, value: text });
  });

  it('trims the message before counting and keeps it trimmed', () => {
    expect(checkSupportMessage('   How do I withdraw?  \n')).toEqual({
      ok: true,
      value: 'How do I withdraw?',
    });
  });

  it.each([
    ['an empty message', ''],
    ['spaces only', ' '.repeat(40)],
    ['one character short', 'x'.repeat(SUPPORT_MESSAGE_CHARS_MIN - 1)],
    ['one character long', 'x'.repeat(SUPPORT_MESSAGE_CHARS_MAX + 1)],
  ])('refuses %s with the limits', (_name, text) => {
    expect(checkSupportMessage(text)).toEqual({
      ok: false,
      code: 'SupportMessageInvalid',
      params: { min: SUPPORT_MESSAGE_CHARS_MIN, max: SUPPORT_MESSAGE_CHARS_MAX },
    });
  });
});

describe('checkSupportAnswer', () => {
  it('accepts the limits and refuses beyond them', () => {
    expect(checkSupportAnswer('x'.repeat(SUPPORT_ANSWER_CHARS_MIN)).ok).toBe(true);
    expect(checkSupportAnswer('x'.repeat(SUPPORT_ANSWER_CHARS_MAX)).ok).toBe(true);
    expect(checkSupportAnswer(' x ')).toMatchObject({ ok: false, code: 'SupportAnswerInvalid' });
    expect(checkSupportAnswer('x'.repeat(SUPPORT_ANSWER_CHARS_MAX + 1)).ok).toBe(false);
  });
});
