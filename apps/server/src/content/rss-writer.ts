import { XMLBuilder } from 'fast-xml-parser';

/** One item of a feed we publish. */
export type PublishedItem = {
  readonly id: string;
  readonly title: string;
  readonly link: string;
  readonly description: string;
  readonly publishedAtMs: number;
};

export type PublishedChannel = {
  readonly title: string;
  /** The site the feed belongs to, absolute. */
  readonly link: string;
  readonly description: string;
  readonly language: string;
};

/** The builder escapes every text (&, <, >, quotes), so an item can never break the document. */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  processEntities: true,
});

/** An RSS 2.0 document of the items, newest first as given; dates in RFC 822 (GMT). */
export const rssDocument = (
  channel: PublishedChannel,
  items: readonly PublishedItem[],
  nowMs: number,
): string =>
  builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      channel: {
        title: channel.title,
        link: channel.link,
        description: channel.description,
        language: channel.language,
        lastBuildDate: new Date(nowMs).toUTCString(),
        item: items.map((item) => ({
          title: item.title,
          link: item.link,
          description: item.description,
          pubDate: new Date(item.publishedAtMs).toUTCString(),
          guid: { '@_isPermaLink': 'false', '#text': item.id },
        })),
      },
    },
  }) as string;
