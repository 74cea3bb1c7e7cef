import { NEWS_TITLE_LENGTH_MAX, type NewsItem, plainTextOf, publicationMsOf } from '@emas/domain';
import { XMLParser } from 'fast-xml-parser';

/** The largest feed document read; a larger answer is treated as a broken feed. */
export const FEED_BYTES_MAX = 2_000_000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** An element's text, whether the parser gave a string or an element with attributes. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return textOf(value[0]);
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return '';
};

/** RSS writes `<link>url</link>`; Atom `<link rel="alternate" href="url"/>`. */
const linkOf = (value: unknown): string => {
  const links = Array.isArray(value) ? value : [value];
  const atom = links.find(
    (link) =>
      isNode(link) &&
      typeof link['@_href'] === 'string' &&
      (link['@_rel'] ?? 'alternate') === 'alternate',
  );
  if (isNode(atom)) return String(atom['@_href']);
  return textOf(links[0]).trim();
};

const itemOf = (entry: Node): NewsItem => ({
  // A title is plain text (RSS 2.0): a `<` in it is a character, not a tag.
  title: textOf(entry.title).replace(/\s+/g, ' ').trim().slice(0, NEWS_TITLE_LENGTH_MAX),
  link: linkOf(entry.link),
  description: plainTextOf(textOf(entry.description ?? entry.summary ?? entry.content)),
  publishedAtMs: publicationMsOf(
    textOf(entry.pubDate ?? entry['dc:date'] ?? entry.published ?? entry.updated),
  ),
});

const entriesOf = (document: Node): unknown[] | null => {
  const rss = document.rss;
  if (isNode(rss) && isNode(rss.channel)) return (rss.channel.item as unknown[]) ?? [];
  const rdf = document['rdf:RDF'];
  if (isNode(rdf)) return (rdf.item as unknown[]) ?? [];
  const feed = document.feed;
  if (isNode(feed)) return (feed.entry as unknown[]) ?? [];
  return null;
};

/**
 * The items of an RSS 2.0, RSS 1.0 or Atom document, their texts made plain; throws on anything
 * that is not one of those (an HTML error page, garbage, a truncated document).
 */
export const parseFeed = (xml: string): NewsItem[] => {
  if (xml.length > FEED_BYTES_MAX) throw new Error('feed document too large');
  const document: unknown = parser.parse(xml, true);
  const entries = isNode(document) ? entriesOf(document) : null;
  if (entries === null) throw new Error('not an RSS or Atom document');
  return entries.filter(isNode).map(itemOf);
};
