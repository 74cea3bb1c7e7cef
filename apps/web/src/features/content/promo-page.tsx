import { contentEndpoints } from '@emas/api/content';
import { promoParagraphs } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { PromoLink } from './promo-link.tsx';
import { usePromoTranslation } from './promo-translation.ts';
import './promo.css';

/**
 * /promo (spec 000 section 2), opened in a new tab from the dashboard: the promo operators
 * wrote. Its text is shown as text, paragraph by paragraph; nothing in it is ever markup.
 */
export function PromoPage() {
  const { t } = usePromoTranslation();
  const query = useQuery(endpointQuery(['content', 'promo'], contentEndpoints.promo, {}));
  useEffect(() => {
    document.title = 'Promo · Emas';
  }, []);
  const promo = query.data?.data;
  return (
    <article className="promo-page" aria-labelledby="promo-title">
      <h1 id="promo-title">{promo?.title || t('title')}</h1>
      {query.isPending ? <p role="status">{t('loading')}</p> : null}
      {query.isError ? <p role="alert">{t('failed')}</p> : null}
      {promo !== undefined && promo.body.trim() === '' ? <p>{t('empty')}</p> : null}
      {promoParagraphs(promo?.body ?? '').map((paragraph, index) => (
        <p key={index} className="promo-paragraph">
          {paragraph}
        </p>
      ))}
      <PromoLink href={promo?.link ?? null}>
        {t('more')} <span className="visually-hidden">{t('opensInNewTab')}</span>
      </PromoLink>
    </article>
  );
}
