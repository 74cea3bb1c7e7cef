/**
 * Proves the news page (spec 002 "News (/news)") and the trade page's gold list against the
 * contract: three cards, Gold, Global Market and Domestic Market, each with its headlines as
 * links opened in a new tab and dates in the chosen language; a card whose feed cannot be
 * reached says so while the others show; an empty feed says so; the gold list adds the
 * description.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { GoldNewsList } from './gold-news-list.tsx';
import { NewsPage } from './news-page.tsx';

const feedAnswer = (
  feed: string,
  items: { title: string; link: string; description: string; pubDate: string | null }[],
  state: 'available' | 'unavailable' = 'available',
) => ({ body: { status: 200, data: { feed, state, stale: false, items } } });

const goldItem = {
  title: 'Harga emas naik',
  link: 'https://news.example.com/emas/1',
  description: 'Emas naik seiring pelemahan dolar.',
  pubDate: '2026-11-24T03:00:00.000Z',
};

const serve = () =>
  fakeServer({
    'GET /v2/news/gold': feedAnswer('gold', [goldItem]),
    'GET /v2/news/global': feedAnswer('global', [], 'unavailable'),
    'GET /v2/news/domestic': feedAnswer('domestic', []),
  });

describe('news page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('id');
    expect(takeCannedMismatches()).toEqual([]);
  });

  it('shows the three cards with their headlines, or why there are none', async () => {
    serve();
    renderAt(<NewsPage />);
    const gold = screen.getByRole('region', { name: 'Gold' });
    const link = await within(gold).findByRole('link', { name: /Harga emas naik/ });
    expect(link).toHaveAttribute('href', goldItem.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(gold).getByText(/24 Nov 2026/)).toHaveAttribute('dateTime', goldItem.pubDate);
    const global = screen.getByRole('region', { name: 'Global Market' });
    expect(
      await within(global).findByText('Berita tidak dapat dijangkau saat ini.'),
    ).toBeInTheDocument();
    const domestic = screen.getByRole('region', { name: 'Domestic Market' });
    expect(await within(domestic).findByText('Belum ada berita.')).toBeInTheDocument();
  });

  it('writes dates in the chosen language and says a card is loading', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderAt(<NewsPage />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading news…');
    const gold = screen.getByRole('region', { name: 'Gold' });
    expect(await within(gold).findByText(/24 Nov 2026, 10:00/)).toBeInTheDocument();
    expect(
      await screen.findByText('This news feed cannot be reached right now.'),
    ).toBeInTheDocument();
  });

  it('says a card cannot be reached when the call itself fails', async () => {
    fakeServer({
      'GET /v2/news/gold': { status: 503 },
      'GET /v2/news/global': feedAnswer('global', [goldItem]),
      'GET /v2/news/domestic': feedAnswer('domestic', [goldItem]),
    });
    renderAt(<NewsPage />);
    const gold = screen.getByRole('region', { name: 'Gold' });
    expect(
      await within(gold).findByText('Berita tidak dapat dijangkau saat ini.'),
    ).toBeInTheDocument();
    const global = screen.getByRole('region', { name: 'Global Market' });
    expect(
      await within(global).findByRole('link', { name: /Harga emas naik/ }),
    ).toBeInTheDocument();
  });
});

describe('gold news list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each headline with its description and date', async () => {
    serve();
    renderAt(<GoldNewsList />);
    const list = screen.getByRole('region', { name: 'Berita emas' });
    expect(await within(list).findByRole('link', { name: /Harga emas naik/ })).toBeInTheDocument();
    expect(within(list).getByText('Emas naik seiring pelemahan dolar.')).toBeInTheDocument();
  });
});
