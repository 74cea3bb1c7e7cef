import { accountEndpoints } from '@emas/api/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { NO_FIGURE } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useGoldPrices } from '../market/index.ts';
import { useMoneyView } from '../shell/index.ts';
import { figureText, HoldingCard, type HoldingsView } from './holding-card.tsx';
import { cardTitle, hasCard, holdingFigures, holdingTotals } from './holding-figures.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

/** POST /v2/igx/gold_balance of the signed-in account: read when the reports open (spec 002). */
export const goldBalanceQuery = (userId: string) =>
  endpointQuery(['reports', 'gold-balance', userId], accountEndpoints.goldBalance, {
    body: { user_id: userId },
  });

/**
 * A client's HOLDINGS (spec 002): the totals and a card per contract with gold held, in process
 * or sold, from the gold balance. Total Holdings values the gold at what a gram would sell for
 * now (prices follow the live channel, or a 3-second poll); Total Realized P & L shows what the
 * sales made. The eye hides every figure.
 */
export function HoldingCards({ session }: { session: StoredSession }) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const [shown, setShown] = useState(true);
  const [view, setView] = useState<HoldingsView>('holdings');
  const balances = useQuery(goldBalanceQuery(session.userId));
  const prices = useGoldPrices();
  const priceOf = (contractId: number) => prices.data?.find((p) => p.contractId === contractId);
  const cards = (balances.data?.body ?? [])
    .map((holding) => holdingFigures(holding, priceOf(holding.contract_id)?.sell))
    .filter(hasCard);
  const totals = holdingTotals(cards);
  const text = figureText(shown, useMoneyView());
  const viewLabel = view === 'holdings' ? t('totalHoldings') : t('totalRealized');
  const updatedAt = prices.dataUpdatedAt === 0 ? null : new Date(prices.dataUpdatedAt);
  return (
    <div className="report-tab">
      <section className="report-card report-totals" aria-label={viewLabel}>
        <div className="report-totals-head">
          <h2>{viewLabel}</h2>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={!shown}
            onClick={() => setShown((now) => !now)}
          >
            <span aria-hidden="true">{shown ? '◉' : '◎'}</span>
            {shown ? t('hideValues') : t('showValues')}
          </button>
        </div>
        <SegmentedControl
          className="report-view-toggle"
          label={t('holdingsView')}
          value={view}
          onChange={setView}
          options={[
            { value: 'holdings', label: t('totalHoldings') },
            { value: 'realized', label: t('totalRealized') },
          ]}
        />
        <dl className="report-figures">
          {view === 'holdings' ? (
            <>
              <dt>{t('holdingValue')}</dt>
              <dd>{text.money(totals.valueSen)}</dd>
              <dt>{t('unrealized')}</dt>
              <dd>{text.pnl(totals.unrealized)}</dd>
              <dt>{t('gram')}</dt>
              <dd>{text.grams(totals.mg)}</dd>
            </>
          ) : (
            <>
              <dt>{t('realized')}</dt>
              <dd>{text.pnl(totals.realized)}</dd>
              <dt>{t('soldGram')}</dt>
              <dd>{text.grams(totals.soldMg)}</dd>
            </>
          )}
        </dl>
        {totals.unpriced.length > 0 ? (
          <p className="report-note">
            {t('unpricedNote', {
              contracts: totals.unpriced.map(cardTitle).join(', '),
            })}
          </p>
        ) : null}
        <p className="report-note">
          {t('pricesNote', {
            time:
              updatedAt === null
                ? NO_FIGURE
                : updatedAt.toLocaleTimeString(language === 'id' ? 'id-ID' : 'en-GB'),
          })}
        </p>
      </section>
      {balances.isSuccess && cards.length === 0 ? (
        <p className="report-empty">{t('noHoldings')}</p>
      ) : null}
      <div className="report-cards">
        {cards.map((card) => {
          const price = priceOf(card.contractId);
          return (
            <HoldingCard
              key={card.contractId}
              card={card}
              view={view}
              text={text}
              buyPrice={price?.buy ?? null}
              sellPrice={price?.sell ?? null}
            />
          );
        })}
      </div>
    </div>
  );
}
