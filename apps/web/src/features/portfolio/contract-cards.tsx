import type { PortfolioContract } from '@emas/api';
import { contractById } from '@emas/domain';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { numberText } from '../../lib/figure-text.ts';
import { useMoneyText } from '../shell/index.ts';
import { changeText, trendOf } from './change-text.ts';
import { usePortfolioTranslation } from './use-portfolio-translation.ts';

const GRAM_DECIMALS = 3;

/** Per contract: grams, average buy price, price now, value and unrealised P&L. */
export function ContractCards({ contracts }: { contracts: readonly PortfolioContract[] }) {
  const { t } = usePortfolioTranslation();
  const titleId = useId();
  return (
    <section className="portfolio-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('contracts')}</h2>
      {contracts.length === 0 ? (
        <p className="portfolio-empty-line">
          {t('noGold')} <Link to="/">{t('buyGold')}</Link>
        </p>
      ) : (
        <ul className="portfolio-contracts">
          {contracts.map((contract) => (
            <li key={contract.contract_id}>
              <ContractCard contract={contract} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContractCard({ contract }: { contract: PortfolioContract }) {
  const { t } = usePortfolioTranslation();
  const money = useMoneyText();
  const titleId = useId();
  const name = contractById(contract.contract_id)?.tradeTicketName ?? contract.contract_code;
  const pnl = contract.unrealized_pnl;
  const perGram = (text: string | null) =>
    text === null ? money.rupiah(null) : `${money.rupiah(text)}${t('perGram')}`;
  return (
    <article className="portfolio-card portfolio-contract" aria-labelledby={titleId}>
      <h3 id={titleId}>{name}</h3>
      <dl className="portfolio-figures">
        <Figure term={t('quantity')}>
          {numberText(contract.quantity_gram, money.view.locale, GRAM_DECIMALS)} g
        </Figure>
        <Figure term={t('value')}>{money.rupiah(contract.value)}</Figure>
        <Figure term={t('averageBuy')}>{perGram(contract.average_buy_price)}</Figure>
        <Figure term={t('priceNow')}>{perGram(contract.price_now)}</Figure>
        <Figure term={t('unrealized')} className={`portfolio-trend-${trendOf(pnl?.amount)}`}>
          {changeText(pnl, money.rupiah, money.view.locale)}
        </Figure>
      </dl>
    </article>
  );
}

/** One figure of a card: its name above it, so a long amount never squeezes its name. */
function Figure({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="portfolio-figure">
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
