import { useShellTranslation } from './translation.ts';
import { dismissLanding, useLanding } from '../../lib/landing.ts';

/**
 * The landing banner after sign-in (spec 000 section 4, spec 001 section 2): a greeting above
 * the page that can be closed. It does not block the page or take the focus; a screen reader
 * hears it once as a status.
 */
export function LandingBanner() {
  const { t } = useShellTranslation();
  const name = useLanding();
  if (name === null) return null;
  return (
    <div className="landing-banner" role="status">
      <p>
        <strong>{t('landing.title', { name })}</strong> {t('landing.message')}
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('landing.close')}
        onClick={dismissLanding}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
