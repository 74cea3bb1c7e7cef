import { useTranslation } from 'react-i18next';

/** What shows while a screen's code or its guard's facts are loading. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
