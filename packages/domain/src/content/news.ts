/**
 * News (spec 002 "News (/news)", spec 001 trade page): three feeds of headlines, each item a
 * title, a link, a description and a publication date. These rules are shared by the server,
 * which reads and writes the feeds, and the web, which shows them.
 */

/** The three cards of /news, in their order on the page. */
export const NEWS_FEEDS = ['gold', 'global', 'domestic'] as const;
export type NewsFeed = (typeof NEWS_FEEDS)[number];

/** The most headlines one feed shows; a long feed is cut to its newest. */
export const NEWS_ITEMS_PER_FEED_MAX = 20;
export const NEWS_TITLE_LENGTH_MAX = 200;
export const NEWS_DESCRIPTION_LENGTH_MAX = 1000;
export const NEWS_LINK_LENGTH_MAX = 500;

export type NewsItem = {
  readonly title: string;
  readonly link: string;
  readonly description: string;
  /** Publication time, ms since the epoch; null when the feed gives none we can read. */
  readonly publishedAtMs: number | null;
};

/**
 * A link a headline may carry: an absolute http or https address. Anything else (javascript:,
 * data:, a relative path of someone else's site) is never rendered as a link.
 */
export const isWebLink = (text: string): boolean => {
  if (text.length > NEWS_LINK_LENGTH_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntity = (whole: string, name: string): string => {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return ENTITIES[name.toLowerCase()] ?? whole;
};

/**
 * The plain text of a feed's description, which is often HTML: tags dropped, entities decoded,
 * runs of white space made one space, cut to `lengthMax` characters. The web shows it as text,
 * so nothing of it is ever interpreted as markup.
 */
export const plainTextOf = (html: string, lengthMax = NEWS_DESCRIPTION_LENGTH_MAX): string => {
  const text = html
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  return text.length <= lengthMax ? text : `${text.slice(0, lengthMax - 1).trimEnd()}…`;
};

/** A date as feeds write it (RFC 822 in RSS, ISO 8601 in Atom), as ms; null when unreadable. */
export const publicationMsOf = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms : null;
};

/**
 * The headlines a card shows: items with a title and a web link only, newest first (undated
 * ones last, in feed order), at most `NEWS_ITEMS_PER_FEED_MAX`.
 */
export const headlinesOf = (items: readonly NewsItem[]): NewsItem[] =>
  items
    .filter((item) => item.title.trim() !== '' && isWebLink(item.link))
    .map((item, order) => ({ item, order }))
    .sort((a, b) => {
      const at = a.item.publishedAtMs;
      const bt = b.item.publishedAtMs;
      if (at === bt) return a.order - b.order;
      if (at === null) return 1;
      if (bt === null) return -1;
      return bt - at;
    })
    .slice(0, NEWS_ITEMS_PER_FEED_MAX)
    .map(({ item }) => item);

/** A cached feed is fresh for `ttlMs` after it was fetched; after that it is read again. */
export const isFeedFresh = (fetchedAtMs: number, nowMs: number, ttlMs: number): boolean =>
  nowMs >= fetchedAtMs && nowMs - fetchedAtMs < ttlMs;
