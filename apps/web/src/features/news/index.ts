/** News: the /news page and the trade page's gold news list. */
export { NewsPage } from './news-page.tsx';
export { GoldNewsList } from './gold-news-list.tsx';
