import type { MarketInsightContract, MarketInsight } from '@emas/api';
import type { Locale } from '@emas/domain';
import { useEffect } from 'react';
import { NO_FIGURE, decimalToMinor, rupiahText } from '../../lib/decimal.ts';
import { dateTimeText, moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { MarketCalendar } from './market-calendar.tsx';
import { useMarketInsight } from './queries.ts';
import { TradingViewWidgets } from './tradingview-widgets.tsx';
import { useMarketInsightTranslation } from './translation.ts';
import './market-insight.css';

/** Gold in US dollars per gram shows 4 decimals, as the server sends it. */
const USD_PER_GRAM_DECIMALS = 4;

/**
 * /marketinsight (spec 000 section 2): our own market data first (gold in USD and IDR per gram
 * and per troy ounce, the USD/IDR rate, each contract's day, the market calendar with its close
 * types and holidays); the third-party widgets follow only when configured, since they need the
 * internet, and without them nothing is said to be missing.
 */
export function MarketInsightPage() {
  const { t } = useMarketInsightTranslation();
  const insight = useMarketInsight();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  return (
    <section className="insight-page" aria-labelledby="insight-title">
      <h1 id="insight-title">{t('title')}</h1>
      <p className="insight-note">{t('intro')}</p>
      {insight.data ? (
        <InsightBody insight={insight.data.data} />
      ) : insight.isError ? (
        <div role="alert" className="insight-card">
          <p>{t('failed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void insight.refetch()}
          >
            {t('tryAgain')}
          </button>
        </div>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}

function InsightBody({ insight }: { insight: MarketInsight }) {
  const { t } = useMarketInsightTranslation();
  return (
    <>
      <div className="insight-top">
        <GoldCard insight={insight} />
        <RateCard insight={insight} />
      </div>
      <ContractsCard contracts={insight.contracts} />
      <section className="insight-card" aria-labelledby="insight-calendar-title">
        <h2 id="insight-calendar-title">{t('calendarHeading')}</h2>
        <p className="insight-note">
          {t('calendarIntro')} <MarketState market={insight.market} />
        </p>
        <MarketCalendar
          calendar={insight.calendar}
          specialClosure={insight.special_closure}
          headingId="insight-calendar-title"
        />
      </section>
      {insight.widgets === 'tradingview' ? <TradingViewWidgets /> : null}
    </>
  );
}

function MarketState({ market }: { market: MarketInsight['market'] }) {
  const { t } = useMarketInsightTranslation();
  const text = !market.is_closed
    ? t('marketOpen')
    : market.close_type === 2
      ? t('marketHoliday')
      : t('marketClosed');
  return <strong className={market.is_closed ? 'insight-closed' : 'insight-open'}>{text}</strong>;
}

function GoldCard({ insight }: { insight: MarketInsight }) {
  const { t } = useMarketInsightTranslation();
  const [language] = useLanguage();
  const { gold } = insight;
  return (
    <section className="insight-card" aria-labelledby="insight-gold-title">
      <h2 id="insight-gold-title">{t('goldHeading')}</h2>
      <dl className="insight-figures">
        <Figure
          label={`${t('idr')} ${t('perGram')}`}
          value={moneyText(gold.idr_per_gram, 'idr', language)}
        />
        <Figure
          label={`${t('idr')} ${t('perOunce')}`}
          value={moneyText(gold.idr_per_ounce, 'idr', language)}
        />
        <Figure
          label={`${t('usd')} ${t('perGram')}`}
          value={moneyText(gold.usd_per_gram, 'usd', language, USD_PER_GRAM_DECIMALS)}
        />
        <Figure
          label={`${t('usd')} ${t('perOunce')}`}
          value={moneyText(gold.usd_per_ounce, 'usd', language)}
        />
      </dl>
      <p className="insight-note">
        {t('observedAt', { time: timeText(gold.observed_at, language) })}
      </p>
    </section>
  );
}

function RateCard({ insight }: { insight: MarketInsight }) {
  const { t } = useMarketInsightTranslation();
  const [language] = useLanguage();
  return (
    <section className="insight-card" aria-labelledby="insight-rate-title">
      <h2 id="insight-rate-title">{t('rateHeading')}</h2>
      <dl className="insight-figures">
        <Figure label={t('rateBuy')} value={rateText(insight.rate.buy, language)} />
        <Figure label={t('rateSell')} value={rateText(insight.rate.sell, language)} />
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="insight-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function ContractsCard({ contracts }: { contracts: readonly MarketInsightContract[] }) {
  const { t } = useMarketInsightTranslation();
  const [language] = useLanguage();
  return (
    <section className="insight-card" aria-labelledby="insight-contracts-title">
      <h2 id="insight-contracts-title">{t('contractsHeading')}</h2>
      <div
        className="insight-table-scroll"
        role="region"
        aria-labelledby="insight-contracts-title"
        tabIndex={0}
      >
        <table className="insight-table">
          <thead>
            <tr>
              <th scope="col">{t('contract')}</th>
              <th scope="col">{t('low')}</th>
              <th scope="col">{t('high')}</th>
              <th scope="col">{t('last')}</th>
              <th scope="col">{t('change')}</th>
            </tr>
          </thead>
          <tbody>
            {contracts.map((contract) => (
              <tr key={contract.contract_id}>
                <th scope="row">
                  {contract.code_name} <span className="insight-muted">{contract.name}</span>
                </th>
                <td>{moneyText(contract.low_idr, 'idr', language)}</td>
                <td>{moneyText(contract.high_idr, 'idr', language)}</td>
                <td>{moneyText(contract.last_idr, 'idr', language)}</td>
                <td className={changeClass(contract.change_idr)}>
                  {changeText(contract, language, t('noTradeYet'))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const changeClass = (change: string | null): string =>
  change === null ? '' : change.startsWith('-') ? 'insight-down' : 'insight-up';

const changeText = (contract: MarketInsightContract, locale: Locale, noTrade: string): string => {
  if (contract.change_idr === null || contract.change_percent === null) return noTrade;
  const sign = contract.change_idr.startsWith('-') ? '' : '+';
  const percent = numberText(contract.change_percent, locale);
  return `${sign}${moneyText(contract.change_idr, 'idr', locale)} (${sign}${percent === NO_FIGURE ? '' : percent} %)`;
};

const timeText = (iso: string, locale: Locale): string => dateTimeText(iso, locale);

/** Whole rupiah per US dollar: 'Rp 16.000'. */
const rateText = (rate: string, locale: Locale): string => {
  const sen = decimalToMinor(rate, 2);
  return sen === null ? NO_FIGURE : rupiahText(sen, locale, 0);
};
