import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A screen's code failed to load (a new release replaced the chunks, or the network dropped)
 * or a screen threw. Reloading fetches the current code.
 */
export function RouteError() {
  // The shared texts, in the entry chunk: a failed chunk may be the shell's own.
  const { t } = useTranslation('common');
  const error = useRouteError();
  console.error(error);
  return (
    <main className="route-error" role="alert">
      <p>{t('page.chunkFailed')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('page.reload')}
      </button>
    </main>
  );
}
