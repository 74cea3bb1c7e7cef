import { useSettingsTranslation } from './translation.ts';

/** A security tab's read that failed: said, and tried again on a press. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useSettingsTranslation();
  return (
    <div role="alert" className="security-failed">
      <p>{t('security.failed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('security.retry')}
      </button>
    </div>
  );
}
