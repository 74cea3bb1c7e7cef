import { useShellTranslation } from './translation.ts';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useShellTranslation();
  return (
    <section className="page-card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('pages.not-found')}</h1>
      <p>{t('notFound')}</p>
      <Link className="button button-secondary" to="/">
        {t('sidebar.trade')}
      </Link>
    </section>
  );
}
