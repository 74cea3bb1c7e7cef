/**
 * Proves the chat's rules: a message is trimmed and holds 1 to 1000 code points (an emoji
 * counts once), an account may send 10 messages within any 10 s and is told how long to wait
 * for the 11th, and unread counts only the other side's messages past the read marker.
 */
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../errors.ts';
import {
  CHAT_FLOOD_WINDOW_MS,
  CHAT_MESSAGES_PER_WINDOW_MAX,
  CHAT_TEXT_CHARS_MAX,
  chatFloodCheck,
  chatTextOf,
  chatUnreadCount,
} from './chat-rules.ts';

describe('chatTextOf', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['\n halo\tpak \n', 'halo\tpak'],
    ['baris satu\r\nbaris dua', 'baris satu\r\nbaris dua'],
    ['x'.repeat(CHAT_TEXT_CHARS_MAX), 'x'.repeat(CHAT_TEXT_CHARS_MAX)],
    ['😀'.repeat(CHAT_TEXT_CHARS_MAX), '😀'.repeat(CHAT_TEXT_CHARS_MAX)],
  ])('keeps %j as %j', (typed, stored) => {
    expect(chatTextOf(typed)).toEqual({ ok: true, value: stored });
  });

  it.each(['', '   ', '\n\t '])('refuses the blank %j', (typed) => {
    expect(chatTextOf(typed)).toEqual({ ok: false, code: 'ChatMessageEmpty' });
  });

  it.each(['a\u0000b', '\u0000', 'halo\u001bpak', 'x\u007f', 'a\u0085b'])(
    'refuses the control character in %j, as every other stored text does',
    (typed) => {
      expect(chatTextOf(typed)).toEqual({ ok: false, code: 'ChatMessageControlCharacter' });
    },
  );

  it('refuses 1001 characters with the maximum in the message', () => {
    const refused = chatTextOf(` ${'x'.repeat(CHAT_TEXT_CHARS_MAX + 1)} `);
    expect(refused).toEqual({ ok: false, code: 'ChatMessageTooLong', params: { max: 1000 } });
    if (refused.ok) return;
    expect(errorMessages(refused.code, refused.params).en).toBe(
      'A message can have at most 1000 characters.',
    );
  });
});

describe('chatFloodCheck', () => {
  const now = 1_000_000;
  const times = (count: number, firstAt: number, stepMs: number) =>
    Array.from({ length: count }, (_, index) => firstAt + index * stepMs);

  it('allows up to the maximum within the window', () => {
    expect(chatFloodCheck([], now).ok).toBe(true);
    expect(chatFloodCheck(times(CHAT_MESSAGES_PER_WINDOW_MAX - 1, now - 900, 100), now).ok).toBe(
      true,
    );
  });

  it('refuses the 11th within 10 s, with the seconds until the oldest leaves the window', () => {
    const sent = times(CHAT_MESSAGES_PER_WINDOW_MAX, now - 2_500, 100);
    expect(chatFloodCheck(sent, now)).toEqual({
      ok: false,
      code: 'ChatTooFast',
      params: { seconds: 8 },
    });
  });

  it('forgets messages older than the window', () => {
    const old = times(CHAT_MESSAGES_PER_WINDOW_MAX, now - CHAT_FLOOD_WINDOW_MS - 1_000, 100);
    expect(chatFloodCheck(old, now).ok).toBe(true);
    const edge = [now - CHAT_FLOOD_WINDOW_MS, ...times(CHAT_MESSAGES_PER_WINDOW_MAX - 1, now, 0)];
    expect(chatFloodCheck(edge, now).ok).toBe(true);
  });

  it('asks for at least one second', () => {
    const sent = times(CHAT_MESSAGES_PER_WINDOW_MAX, now - CHAT_FLOOD_WINDOW_MS + 1, 0);
    expect(chatFloodCheck(sent, now)).toMatchObject({ params: { seconds: 1 } });
  });
});

describe('chatUnreadCount', () => {
  it('counts the sequence numbers past the read marker', () => {
    expect(chatUnreadCount([1, 2, 5, 7], 0)).toBe(4);
    expect(chatUnreadCount([1, 2, 5, 7], 5)).toBe(1);
    expect(chatUnreadCount([1, 2, 5, 7], 7)).toBe(0);
    expect(chatUnreadCount([], 3)).toBe(0);
  });
});
