import { useShellTranslation } from '../features/shell/index.ts';
/** What shows while a screen's code or its guard's facts are loading. */
export function PageLoading() {
  const { t } = useShellTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
