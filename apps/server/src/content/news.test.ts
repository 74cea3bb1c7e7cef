/**
 * Proves the news calls end to end on SQLite and PostgreSQL: the three cards read their feeds
 * through the server (the offline defaults show headlines with no network), a remote feed is
 * parsed and cached for the TTL (a counting fake fetch sees one read), a feed that times out
 * or answers garbage gives that card `unavailable` while the others show, a cached feed whose
 * refresh fails is served stale, and the domestic RSS we publish is valid and escaped.
 */
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { addNewsItem } from './content-repository.ts';

const GOLD_RSS = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Gold</title><link>https://gold.test</link><description>d</description>
<item><title>Older &amp; wiser</title><link>https://gold.test/1</link>
<description><![CDATA[<p>Gold <b>rises</b></p>]]></description><pubDate>Mon, 23 Nov 2026 03:00:00 GMT</pubDate></item>
<item><title>Newest</title><link>https://gold.test/2</link><description>plain</description>
<pubDate>Tue, 24 Nov 2026 02:00:00 GMT</pubDate></item>
<item><title>Unsafe</title><link>javascript:alert(1)</link></item>
</channel></rss>`;

const GLOBAL_ATOM = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Global</title>
<entry><title>Markets calm</title><link rel="alternate" href="https://global.test/a"/>
<summary>Quiet day</summary><updated>2026-11-24T01:00:00Z</updated></entry></feed>`;

const TTL_MS = 60_000;

type FeedBody = {
  data: {
    feed: string;
    state: string;
    stale: boolean;
    items: { title: string; link: string; description: string; pubDate: string | null }[];
  };
};

describe.each(databaseKinds())('news on %s', (kind) => {
  let t: TestApp;
  let client: SignedIn;
  const served: Record<string, () => Promise<Response>> = {};
  const fetched: string[] = [];

  const news = async (feed: string) => {
    const response = await t.app.inject({ url: `/v2/news/${feed}`, headers: bearer(client) });
    expect(response.statusCode).toBe(200);
    return response.json<FeedBody>().data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      newsGoldFeedUrl: 'https://gold.test/rss',
      newsGlobalFeedUrl: 'https://global.test/atom',
      newsCacheTtlMs: TTL_MS,
      newsFeedTimeoutMs: 50,
    });
    client = await signInAs(t.app, 'client@demo.emas.id');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => {
        const url = String(input);
        fetched.push(url);
        const answer = served[url];
        if (answer === undefined) throw new TypeError('fetch failed');
        return answer();
      }),
    );
  });
  afterEach(() => {
    fetched.length = 0;
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it('parses RSS and Atom into headlines, newest first, text made plain, unsafe links dropped', async () => {
    served['https://gold.test/rss'] = async () => new Response(GOLD_RSS);
    served['https://global.test/atom'] = async () => new Response(GLOBAL_ATOM);
    const gold = await news('gold');
    expect(gold).toMatchObject({ feed: 'gold', state: 'available', stale: false });
    expect(gold.items).toEqual([
      {
        title: 'Newest',
        link: 'https://gold.test/2',
        description: 'plain',
        pubDate: '2026-11-24T02:00:00.000Z',
      },
      {
        title: 'Older & wiser',
        link: 'https://gold.test/1',
        description: 'Gold rises',
        pubDate: '2026-11-23T03:00:00.000Z',
      },
    ]);
    const global = await news('global');
    expect(global.items).toEqual([
      {
        title: 'Markets calm',
        link: 'https://global.test/a',
        description: 'Quiet day',
        pubDate: '2026-11-24T01:00:00.000Z',
      },
    ]);
  });

  it('reads a feed once within the TTL and again after it', async () => {
    t.clock.advance(TTL_MS);
    await news('gold');
    await news('gold');
    expect(fetched.filter((url) => url === 'https://gold.test/rss')).toHaveLength(1);
    t.clock.advance(TTL_MS - 1);
    await news('gold');
    expect(fetched.filter((url) => url === 'https://gold.test/rss')).toHaveLength(1);
    t.clock.advance(1);
    await news('gold');
    expect(fetched.filter((url) => url === 'https://gold.test/rss')).toHaveLength(2);
  });

  it('serves the last good copy, marked stale, when a refresh fails', async () => {
    t.clock.advance(TTL_MS);
    served['https://gold.test/rss'] = async () =>
      new Response('<html>502 Bad Gateway</html>', { status: 502 });
    const gold = await news('gold');
    expect(gold).toMatchObject({ state: 'available', stale: true });
    expect(gold.items[0]?.title).toBe('Newest');
  });

  it('answers unavailable for a feed that times out or answers garbage; the others still show', async () => {
    const fresh = await createTestApp(kind, {
      newsGoldFeedUrl: 'https://garbage.test/rss',
      newsGlobalFeedUrl: 'https://slow.test/rss',
      newsCacheTtlMs: TTL_MS,
      newsFeedTimeoutMs: 50,
    });
    try {
      served['https://garbage.test/rss'] = async () => new Response('not xml at all {');
      served['https://slow.test/rss'] = () => new Promise<Response>(() => {});
      const signedIn = await signInAs(fresh.app, 'client@demo.emas.id');
      const read = async (feed: string) =>
        (
          await fresh.app.inject({ url: `/v2/news/${feed}`, headers: bearer(signedIn) })
        ).json<FeedBody>().data;
      const unavailable = { state: 'unavailable', stale: false, items: [] };
      expect(await read('gold')).toEqual({ feed: 'gold', ...unavailable });
      expect(await read('global')).toEqual({ feed: 'global', ...unavailable });
      const domestic = await read('domestic');
      expect(domestic.state).toBe('available');
      expect(domestic.items.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('shows an edit of our own domestic feed at once, never from a cache', async () => {
    const before = (await news('domestic')).items.length;
    await addNewsItem(
      t.database.db,
      { title: 'Baru saja', link: 'https://bursa.test/baru', description: 'x' },
      t.clock.now(),
    );
    const domestic = await news('domestic');
    expect(domestic.items).toHaveLength(before + 1);
    expect(domestic.items[0]?.title).toBe('Baru saja');
  });

  it('needs a session and refuses an unknown feed', async () => {
    expect((await t.app.inject({ url: '/v2/news/gold' })).statusCode).toBe(401);
    const unknown = await t.app.inject({ url: '/v2/news/sports', headers: bearer(client) });
    expect(unknown.statusCode).toBe(422);
  });

  it('publishes the domestic feed as valid RSS 2.0 with every text escaped', async () => {
    await addNewsItem(
      t.database.db,
      {
        title: 'Emas <naik> & "turun"',
        link: 'https://bursa.test/a?b=1&c=2',
        description: '</description><script>alert(1)</script>',
      },
      t.clock.now() + 1,
    );
    const response = await t.app.inject({ url: '/get/rss/news/domestic_news.rss' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    expect(response.body).toContain('<rss version="2.0">');
    expect(response.body).toContain('Emas &lt;naik&gt; &amp; &quot;turun&quot;');
    expect(response.body).toContain('https://bursa.test/a?b=1&amp;c=2');
    expect(response.body).not.toContain('<script>');
    const domestic = await news('domestic');
    expect(domestic.items[0]).toMatchObject({
      title: 'Emas <naik> & "turun"',
      link: 'https://bursa.test/a?b=1&c=2',
    });
  });

  it('serves the bundled sample feeds as valid RSS with several headlines', async () => {
    for (const file of ['gold.rss', 'global.rss']) {
      const response = await t.app.inject({ url: `/get/rss/news/sample/${file}` });
      expect(response.statusCode).toBe(200);
      expect(XMLValidator.validate(response.body)).toBe(true);
      expect(response.body.match(/<item>/g)?.length).toBeGreaterThanOrEqual(5);
    }
  });
});
