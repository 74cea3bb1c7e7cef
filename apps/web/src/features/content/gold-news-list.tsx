import { HeadlineList } from './headline-list.tsx';
import { useNewsTranslation } from './news-translation.ts';
import './news.css';

/** The trade page's gold news list (spec 001 section 2): title link, description, date. */
export function GoldNewsList() {
  const { t } = useNewsTranslation();
  return (
    <section className="news-card gold-news" aria-labelledby="gold-news-title">
      <h2 id="gold-news-title">{t('goldList')}</h2>
      <HeadlineList feed="gold" withDescription />
    </section>
  );
}
