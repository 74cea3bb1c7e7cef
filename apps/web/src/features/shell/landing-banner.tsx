import { contentEndpoints } from '@emas/api/content';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { dismissLanding, useLanding } from '../../lib/landing.ts';
import { PromoLink, usePromoTranslation } from '../content/index.ts';
import { useShellTranslation } from './translation.ts';

/**
 * The landing banner after sign-in (spec 000 section 4, spec 001 section 2): the greeting and
 * the promotion operators wrote (headline, text, a link to /promo opened in a new tab). It is
 * a region above the page, never a dialog: it takes no focus and blocks nothing, and once
 * closed it stays closed for the session. Without an operator's banner it only greets.
 */
export function LandingBanner() {
  const name = useLanding();
  if (name === null) return null;
  return <OpenLandingBanner name={name} />;
}

function OpenLandingBanner({ name }: { name: string }) {
  const { t } = useShellTranslation();
  const promoText = usePromoTranslation().t;
  const banner = useQuery(endpointQuery(['content', 'banner'], contentEndpoints.banner, {})).data
    ?.data;
  const hasPromo = banner !== undefined && banner.title.trim() !== '';
  return (
    <section className="landing-banner" aria-label={promoText('bannerLabel')}>
      <div className="landing-banner-text">
        <p>
          <strong>{t('landing.title', { name })}</strong> {hasPromo ? null : t('landing.message')}
        </p>
        {hasPromo ? (
          <p>
            <strong>{banner.title}</strong> {banner.body}{' '}
            <PromoLink href={banner.link}>
              {promoText('bannerLink')}{' '}
              <span className="visually-hidden">{promoText('opensInNewTab')}</span>
            </PromoLink>
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={promoText('bannerClose')}
        onClick={dismissLanding}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
