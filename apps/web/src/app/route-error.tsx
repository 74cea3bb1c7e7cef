import { useShellTranslation } from '../features/shell/index.ts';
import { useRouteError } from 'react-router';

/**
 * A screen's code failed to load (a new release replaced the chunks, or the network dropped)
 * or a screen threw. Reloading fetches the current code.
 */
export function RouteError() {
  const { t } = useShellTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="route-error" role="alert">
      <p>{t('chunkFailed')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('reload')}
      </button>
    </main>
  );
}
