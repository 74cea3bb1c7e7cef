import { useEffect } from 'react';
import { Link } from 'react-router';
import './later-release-page.css';
import { usePlaceholderTranslation } from './translation.ts';

type LaterReleasePageProps = {
  title: string;
  /** Outside the signed-in shell (the printable invoice): brings its own main landmark. */
  standalone?: boolean;
};

/**
 * A screen whose feature comes in a later release. It says so in the chosen language and shows
 * no figures: an empty honest page is better than a convincing fake one.
 */
export function LaterReleasePage({ title, standalone = false }: LaterReleasePageProps) {
  const { t } = usePlaceholderTranslation();

  useEffect(() => {
    document.title = `${title} · Emas`;
  }, [title]);

  const content = (
    <section className="later-release" aria-labelledby="later-release-title">
      <h1 id="later-release-title">{title}</h1>
      <p className="later-release-body">{t('body')}</p>
      <p className="later-release-detail">{t('detail')}</p>
      {standalone ? null : (
        <Link className="button button-secondary" to="/">
          {t('back')}
        </Link>
      )}
    </section>
  );
  return standalone ? <main className="standalone-page">{content}</main> : content;
}
