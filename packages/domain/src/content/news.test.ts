/**
 * Proves the news rules: which links a headline may carry, how an HTML description becomes
 * plain text, how feed dates are read, which headlines a card shows and in what order, and
 * when a cached feed is read again.
 */
import { describe, expect, it } from 'vitest';
import {
  NEWS_ITEMS_PER_FEED_MAX,
  type NewsItem,
  headlinesOf,
  isFeedFresh,
  isWebLink,
  plainTextOf,
  publicationMsOf,
} from './news.ts';

const item = (
  title: string,
  publishedAtMs: number | null,
  link = 'https://a.example/n',
): NewsItem => ({
  title,
  link,
  description: '',
  publishedAtMs,
});

describe('isWebLink', () => {
  it.each([
    ['https://www.kontan.co.id/emas', true],
    ['http://example.com/a?b=1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['/news/1', false],
    ['ftp://example.com/f', false],
    ['not a url', false],
    [`https://example.com/${'a'.repeat(500)}`, false],
  ])('%s is %s', (link, expected) => {
    expect(isWebLink(link)).toBe(expected);
  });
});

describe('plainTextOf', () => {
  it.each([
    ['<p>Harga <b>emas</b> naik</p>', 'Harga emas naik'],
    ['Gold &amp; silver &lt;rise&gt; &#8212; &#x41;', 'Gold & silver <rise> — A'],
    ['<script>alert(1)</script>Safe', 'Safe'],
    ['<![CDATA[<i>x</i>]]>', 'x'],
    ['a\n\n\t b', 'a b'],
    ['&unknown; stays', '&unknown; stays'],
  ])('%s gives %s', (html, text) => {
    expect(plainTextOf(html)).toBe(text);
  });

  it('cuts a long text with an ellipsis at the maximum', () => {
    const text = plainTextOf('word '.repeat(100), 20);
    expect(text.length).toBeLessThanOrEqual(20);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('publicationMsOf', () => {
  it.each([
    ['Tue, 24 Nov 2026 03:00:00 GMT', Date.UTC(2026, 10, 24, 3)],
    ['2026-11-24T10:00:00+07:00', Date.UTC(2026, 10, 24, 3)],
    ['yesterday', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (text, ms) => {
    expect(publicationMsOf(text)).toBe(ms);
  });
});

describe('headlinesOf', () => {
  it('keeps items with a title and a web link, newest first, undated last', () => {
    const shown = headlinesOf([
      item('old', 1_000),
      item('undated', null),
      item('', 5_000),
      item('unsafe', 6_000, 'javascript:alert(1)'),
      item('new', 3_000),
    ]);
    expect(shown.map((headline) => headline.title)).toEqual(['new', 'old', 'undated']);
  });

  it('shows at most the maximum, the newest', () => {
    const many = Array.from({ length: NEWS_ITEMS_PER_FEED_MAX + 5 }, (_, i) => item(`n${i}`, i));
    const shown = headlinesOf(many);
    expect(shown).toHaveLength(NEWS_ITEMS_PER_FEED_MAX);
    expect(shown[0]?.title).toBe(`n${NEWS_ITEMS_PER_FEED_MAX + 4}`);
  });
});

describe('isFeedFresh', () => {
  it.each([
    [0, 0, 1000, true],
    [0, 999, 1000, true],
    [0, 1000, 1000, false],
    [2000, 1000, 1000, false],
  ])('fetched at %i, now %i, ttl %i: %s', (fetchedAt, now, ttl, fresh) => {
    expect(isFeedFresh(fetchedAt, now, ttl)).toBe(fresh);
  });
});
