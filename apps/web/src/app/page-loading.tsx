import { useTranslation } from 'react-i18next';

/** What shows while a screen's code or its guard's facts are loading. */
export function PageLoading() {
  // The shared texts: the shell's own would pull the signed-in shell into the first load.
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('page.loading')}</span>
    </div>
  );
}
