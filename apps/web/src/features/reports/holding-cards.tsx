import { apiEndpoints } from '@emas/api';
import { contractById, costOfMgSen, formatPercent, gramsText } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { decimalToMinor, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useGoldPrices } from '../market/index.ts';
import { numberText } from '../../lib/figure-text.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

const MASK = '••••••';
const BASIS_POINTS = 10_000n;

type CardFigures = {
  contractId: number;
  mg: bigint;
  quantity: string;
  gram: string;
  costSen: bigint;
  valueSen: bigint | null;
  buyPrice: string | null;
  sellPrice: string | null;
};

/** Unrealised P&L in basis points of the cost; null without a cost or a value. */
const pnlBasisPoints = (value: bigint | null, cost: bigint): bigint | null =>
  value === null || cost === 0n ? null : ((value - cost) * BASIS_POINTS) / cost;

/**
 * A client's HOLDINGS (spec 002): the totals and a card per contract held, valued at what a
 * gram would sell for now (prices follow the live channel, or a 3-second poll), each with its
 * Riwayat Transaksi link and BELI / JUAL buttons that open the trade ticket. The eye hides the
 * figures.
 */
export function HoldingCards({ session }: { session: StoredSession }) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const [shown, setShown] = useState(true);
  const holdings = useQuery(
    endpointQuery(['reports', 'holding', session.userId], apiEndpoints.accounts.holding, {
      body: { user_id: session.userId },
    }),
  );
  const prices = useGoldPrices();
  const priceOf = (contractId: number) => prices.data?.find((p) => p.contractId === contractId);
  const cards: CardFigures[] = (holdings.data?.body ?? [])
    .filter((holding) => holding.quantity_mg !== '0')
    .map((holding) => {
      const mg = BigInt(holding.quantity_mg);
      const price = priceOf(holding.contract_id);
      const bid = decimalToMinor(price?.sell, 2);
      return {
        contractId: holding.contract_id,
        mg,
        quantity: holding.quantity,
        gram: holding.quantity_gram,
        costSen: costOfMgSen(mg, decimalToMinor(holding.avg_total_cost_idr, 2) ?? 0n),
        valueSen: bid === null ? null : costOfMgSen(mg, bid),
        buyPrice: price?.buy ?? null,
        sellPrice: price?.sell ?? null,
      };
    });
  // Totals value what the market prices now and compare it with what that gold cost; a
  // contract with no bid (not trading) shows its own dash and is left out of both.
  const priced = cards.filter((card) => card.valueSen !== null);
  const totalCost = priced.reduce((sum, card) => sum + card.costSen, 0n);
  const totalValue =
    priced.length === 0 ? null : priced.reduce((sum, card) => sum + (card.valueSen ?? 0n), 0n);
  const totalMg = cards.reduce((sum, card) => sum + card.mg, 0n);
  const hide = (text: string) => (shown ? text : MASK);
  const money = (sen: bigint | null) => hide(sen === null ? NO_FIGURE : rupiahText(sen, language));
  const pnl = (value: bigint | null, cost: bigint) => {
    const bp = pnlBasisPoints(value, cost);
    return value === null || bp === null
      ? NO_FIGURE
      : `${money(value - cost)} (${hide(formatPercent(bp, language))})`;
  };
  const updatedAt = prices.dataUpdatedAt === 0 ? null : new Date(prices.dataUpdatedAt);
  return (
    <div className="report-tab">
      <section className="report-card report-totals" aria-label={t('totalHoldings')}>
        <div className="report-totals-head">
          <h2>{t('totalHoldings')}</h2>
          <button
            type="button"
            className="button button-secondary"
            aria-pressed={!shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? t('hideValues') : t('showValues')}
          </button>
        </div>
        <dl className="report-figures">
          <dt>{t('holdingValue')}</dt>
          <dd>{money(totalValue)}</dd>
          <dt>{t('unrealized')}</dt>
          <dd>{pnl(totalValue, totalCost)}</dd>
          <dt>{t('gram')}</dt>
          <dd>{hide(numberText(gramsText(totalMg, 2), language))}</dd>
        </dl>
        <p className="report-note">
          {t('pricesNote', {
            time:
              updatedAt === null
                ? NO_FIGURE
                : updatedAt.toLocaleTimeString(language === 'id' ? 'id-ID' : 'en-GB'),
          })}
        </p>
      </section>
      {holdings.isSuccess && cards.length === 0 ? (
        <p className="report-empty">{t('noHoldings')}</p>
      ) : null}
      <div className="report-cards">
        {cards.map((card) => (
          <article
            key={card.contractId}
            className="report-card"
            aria-labelledby={`holding-${card.contractId}`}
          >
            <h3 id={`holding-${card.contractId}`}>
              {contractById(card.contractId)?.tradeTicketName}
            </h3>
            <p className="report-pocket">{t('mainPocket')}</p>
            <dl className="report-figures">
              <dt>{t('holdingValue')}</dt>
              <dd>{money(card.valueSen)}</dd>
              <dt>{t('unrealized')}</dt>
              <dd>{pnl(card.valueSen, card.costSen)}</dd>
              <dt>{t('gram')}</dt>
              <dd>{hide(numberText(card.gram, language))}</dd>
              <dt>{t('quantity')}</dt>
              <dd>{hide(numberText(card.quantity, language, 1))}</dd>
            </dl>
            <div className="report-card-actions">
              <Link to={`/reports?tab=transactions&contractId=${card.contractId}`}>
                {t('history')}
              </Link>
              <Link
                className="button button-buy"
                to={`/?contract=${card.contractId}&direction=buy`}
              >
                BELI{' '}
                {card.buyPrice === null
                  ? ''
                  : rupiahText(decimalToMinor(card.buyPrice, 2) ?? 0n, language)}
              </Link>
              <Link
                className="button button-sell"
                to={`/?contract=${card.contractId}&direction=sell`}
              >
                JUAL{' '}
                {card.sellPrice === null
                  ? ''
                  : rupiahText(decimalToMinor(card.sellPrice, 2) ?? 0n, language)}
              </Link>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
