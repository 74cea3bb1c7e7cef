import type { Portfolio } from '@emas/api';
import { contractById } from '@emas/domain';
import { useId } from 'react';
import { InfoTip } from '../../components/info-tip.tsx';
import { useMoneyText } from '../shell/index.ts';
import { changeText, trendOf } from './change-text.ts';
import { usePortfolioTranslation } from './use-portfolio-translation.ts';

/** The figures at the top: total, gold value, today's change, cash free and held. */
export function PortfolioSummary({ portfolio }: { portfolio: Portfolio }) {
  const { t } = usePortfolioTranslation();
  const money = useMoneyText();
  const titleId = useId();
  const change = portfolio.today_change;
  const unpriced = portfolio.unpriced_contract_ids
    .map((id) => contractById(id)?.codeName ?? String(id))
    .join(', ');
  return (
    <section className="portfolio-card portfolio-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('summary')}
      </h2>
      <dl className="portfolio-summary-figures">
        <div className="portfolio-figure portfolio-figure-total">
          <dt>{t('total')}</dt>
          <dd>{money.rupiah(portfolio.total)}</dd>
        </div>
        <div className="portfolio-figure">
          <dt>{t('goldValue')}</dt>
          <dd>{money.rupiah(portfolio.gold_value)}</dd>
        </div>
        <div className="portfolio-figure">
          <dt>{t('todayChange')}</dt>
          <dd
            className={
              change === null
                ? 'portfolio-figure-none'
                : `portfolio-trend-${trendOf(change.amount)}`
            }
          >
            {change === null
              ? t('todayChangeNone')
              : changeText(change, money.rupiah, money.view.locale)}
          </dd>
        </div>
        <div className="portfolio-figure">
          <dt>
            {t('cash')}
            <InfoTip label={t('cash')}>{t('cashExplained')}</InfoTip>
          </dt>
          <dd>
            {money.rupiah(portfolio.cash.total)}
            <span className="portfolio-cash-split">
              {t('cashFree')} {money.rupiah(portfolio.cash.free)} · {t('cashHeld')}{' '}
              {money.rupiah(portfolio.cash.held)}
            </span>
          </dd>
        </div>
      </dl>
      {unpriced === '' ? null : (
        <p className="portfolio-note">{t('unpriced', { contracts: unpriced })}</p>
      )}
    </section>
  );
}
