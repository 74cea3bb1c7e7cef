import type { NewsHeadline } from '@emas/api';
import type { NewsFeed } from '@emas/domain';
import { useLanguage } from '../../lib/i18n.ts';
import { newsDateText } from './news-date.ts';
import { useNewsFeed } from './news-query.ts';
import { useNewsTranslation } from './news-translation.ts';

/**
 * One feed's headlines: each a link to the article in a new tab (rel noopener), its date in
 * the chosen language and, where asked, its description; or why there are none (loading,
 * empty, cannot be reached).
 */
export function HeadlineList({
  feed,
  withDescription,
}: {
  feed: NewsFeed;
  withDescription: boolean;
}) {
  const { t } = useNewsTranslation();
  const query = useNewsFeed(feed);
  if (query.isPending) {
    return (
      <p className="news-state" role="status">
        {t('loading')}
      </p>
    );
  }
  const data = query.data?.data;
  if (data === undefined || data.state === 'unavailable') {
    return <p className="news-state news-unavailable">{t('unavailable')}</p>;
  }
  if (data.items.length === 0) return <p className="news-state">{t('empty')}</p>;
  return (
    <>
      {data.stale ? <p className="news-state">{t('stale')}</p> : null}
      <ul className="news-list">
        {data.items.map((item) => (
          <Headline
            key={`${item.link}-${item.title}`}
            item={item}
            withDescription={withDescription}
          />
        ))}
      </ul>
    </>
  );
}

function Headline({ item, withDescription }: { item: NewsHeadline; withDescription: boolean }) {
  const { t } = useNewsTranslation();
  const [language] = useLanguage();
  return (
    <li className="news-item">
      <a href={item.link} target="_blank" rel="noopener noreferrer">
        {item.title}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
      {withDescription && item.description !== '' ? (
        <p className="news-description">{item.description}</p>
      ) : null}
      {item.pubDate === null ? null : (
        <time className="news-date" dateTime={item.pubDate}>
          {newsDateText(item.pubDate, language)}
        </time>
      )}
    </li>
  );
}
