import type { Portfolio } from '@emas/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { ConversionNote } from '../shell/index.ts';
import { ContractCards } from './contract-cards.tsx';
import { LastFills } from './last-fills.tsx';
import { portfolioQuery } from './portfolio-calls.ts';
import { PortfolioSummary } from './portfolio-summary.tsx';
import { usePortfolioTranslation } from './use-portfolio-translation.ts';
import { ValueChart } from './value-chart.tsx';
import './portfolio.css';

/** Nothing to show yet: no gold, no cash, never a fill. */
const isEmpty = (portfolio: Portfolio): boolean =>
  portfolio.contracts.length === 0 &&
  portfolio.last_fills.length === 0 &&
  /^-?0(\.0+)?$/.test(portfolio.total);

/**
 * /portfolio (issue 23), a client's first page: what the account holds now, its value over
 * time and the last fills; a new client is invited to buy. Every figure follows the currency
 * switch, dollars at the live rate.
 */
export function PortfolioPage() {
  const session = useSession();
  return session === null ? null : <SignedInPortfolio session={session} />;
}

function SignedInPortfolio({ session }: { session: StoredSession }) {
  const { t } = usePortfolioTranslation();
  const portfolio = useQuery(portfolioQuery(session.userId));
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  const body = (() => {
    if (portfolio.isPending) {
      return (
        <p className="portfolio-state" role="status">
          {t('loading')}
        </p>
      );
    }
    if (portfolio.isError) {
      return (
        <div className="portfolio-state" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button" onClick={() => void portfolio.refetch()}>
            {t('retry')}
          </button>
        </div>
      );
    }
    const data = portfolio.data.data;
    if (isEmpty(data)) return <EmptyPortfolio />;
    return (
      <>
        <PortfolioSummary portfolio={data} />
        <div className="portfolio-columns">
          <ValueChart userId={session.userId} />
          <LastFills fills={data.last_fills} />
        </div>
        <ContractCards contracts={data.contracts} />
      </>
    );
  })();
  return (
    <div className="portfolio-page">
      <h1>{t('title')}</h1>
      <ConversionNote className="portfolio-note" />
      {body}
    </div>
  );
}

function EmptyPortfolio() {
  const { t } = usePortfolioTranslation();
  return (
    <section className="portfolio-card portfolio-empty" aria-labelledby="portfolio-empty-title">
      <h2 id="portfolio-empty-title">{t('empty.title')}</h2>
      <p>{t('empty.message')}</p>
      <Link className="button" to="/">
        {t('empty.buy')}
      </Link>
    </section>
  );
}
