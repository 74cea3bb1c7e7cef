import type { PortfolioFill } from '@emas/api';
import { useId } from 'react';
import { Link } from 'react-router';
import { shortIdText } from '../../components/short-id.tsx';
import { dateTimeText, numberText } from '../../lib/figure-text.ts';
import { useMoneyText } from '../shell/index.ts';
import { usePortfolioTranslation } from './use-portfolio-translation.ts';

const GRAM_DECIMALS = 3;

/** The address of a filled order: the Orders report opens it. */
export const orderPath = (orderId: string): string =>
  `/reports?tab=orders&status=fill&order=${encodeURIComponent(orderId)}`;

/** The newest fills, each with its price, value and time, and a link to its order. */
export function LastFills({ fills }: { fills: readonly PortfolioFill[] }) {
  const { t } = usePortfolioTranslation();
  const money = useMoneyText();
  const titleId = useId();
  const locale = money.view.locale;
  return (
    <section className="portfolio-card portfolio-fills" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('fills')}</h2>
      {fills.length === 0 ? (
        <p className="portfolio-empty-line">{t('noFills')}</p>
      ) : (
        <ul className="portfolio-fill-list">
          {fills.map((fill) => (
            <li key={`${fill.trade_id}-${fill.direction}`} className="portfolio-fill">
              <span className={`portfolio-side portfolio-side-${fill.direction}`}>
                {t(fill.direction)}
              </span>
              <span className="portfolio-fill-what">
                {numberText(fill.quantity_gram, locale, GRAM_DECIMALS)} g {fill.contract_code}
              </span>
              <span className="portfolio-fill-value">{money.rupiah(fill.value)}</span>
              <span className="portfolio-fill-detail">
                @ {money.rupiah(fill.price_per_gram)}
                {t('perGram')} ·{' '}
                <time dateTime={fill.filled_at}>{dateTimeText(fill.filled_at, locale)}</time>
              </span>
              <Link
                className="portfolio-fill-order"
                to={orderPath(fill.order_id)}
                aria-label={t('viewOrder', { order: fill.order_id })}
              >
                {t('order', { order: shortIdText(fill.order_id) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
