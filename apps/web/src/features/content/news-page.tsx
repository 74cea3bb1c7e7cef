import { NEWS_FEEDS, type NewsFeed } from '@emas/domain';
import { useEffect } from 'react';
import { HeadlineList } from './headline-list.tsx';
import { useNewsTranslation } from './news-translation.ts';
import './news.css';

/** /news (spec 002): three cards, Gold, Global Market and Domestic Market, one per feed. */
export function NewsPage() {
  const { t } = useNewsTranslation();
  useEffect(() => {
    document.title = 'News · Emas';
  }, []);
  return (
    <section className="news-page" aria-labelledby="news-title">
      <h1 id="news-title">{t('title')}</h1>
      <div className="news-cards">
        {NEWS_FEEDS.map((feed) => (
          <NewsCard key={feed} feed={feed} />
        ))}
      </div>
    </section>
  );
}

function NewsCard({ feed }: { feed: NewsFeed }) {
  const { t } = useNewsTranslation();
  return (
    <section className="news-card" aria-labelledby={`news-${feed}`}>
      <h2 id={`news-${feed}`}>{t(`cards.${feed}`)}</h2>
      <HeadlineList feed={feed} withDescription={false} />
    </section>
  );
}
