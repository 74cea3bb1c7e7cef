import { formatDecimal, formatPercent, type ProfitLoss } from '@emas/domain';
import { Link } from 'react-router';
import { NO_FIGURE } from '../../lib/decimal.ts';
import { type MoneyView, numberText, rupiahStringText, senText } from '../../lib/figure-text.ts';
import { useMoneyText } from '../shell/index.ts';
import {
  cardTitle,
  type HoldingFigures,
  type PocketFigures,
  realizedPnl,
  unrealizedPnl,
} from './holding-figures.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

/** Which figures the cards show: what is held now, or what was sold. */
export type HoldingsView = 'holdings' | 'realized';

const MASK = '••••••';
const MAIN_POCKET = { type: 'trade' } as const;
const GRAM_DECIMALS = 2;

/**
 * The cards' figures as text in the chosen currency, every one masked while the eye hides
 * them.
 */
export function figureText(shown: boolean, view: MoneyView) {
  const language = view.locale;
  const hide = (text: string) => (shown ? text : MASK);
  const money = (sen: bigint | null) => hide(senText(sen, view));
  return {
    money,
    pnl: (figures: ProfitLoss | null) =>
      figures === null
        ? NO_FIGURE
        : figures.basisPoints === null
          ? money(figures.minor)
          : `${money(figures.minor)} (${hide(formatPercent(figures.basisPoints, language))})`,
    grams: (mg: bigint) => hide(formatDecimal(mg, 3, language, GRAM_DECIMALS)),
    units: (units: string) => hide(numberText(units, language, 1)),
  };
}

export type FigureText = ReturnType<typeof figureText>;

type HoldingCardProps = {
  card: HoldingFigures;
  view: HoldingsView;
  text: FigureText;
  buyPrice: string | null;
  sellPrice: string | null;
};

/**
 * One contract's HOLDINGS card: its name, pockets, the chosen view's figures with the grams in
 * open buys and sells, the Riwayat Transaksi link and the BELI / JUAL buttons (the link and JUAL
 * only while gold is held).
 */
export function HoldingCard({ card, view, text, buyPrice, sellPrice }: HoldingCardProps) {
  const { t } = useReportsTranslation();
  const money = useMoneyText();
  const held = card.mg !== 0n;
  const titleId = `holding-${card.contractId}`;
  const price = (perGram: string | null) =>
    perGram === null ? '' : rupiahStringText(perGram, money.view);
  const pocketName = (pocket: Pick<PocketFigures, 'type'>) =>
    pocket.type === 'gtmu' ? t('goldToMecca') : t('mainPocket');
  return (
    <article className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{cardTitle(card)}</h3>
      {card.pockets.length > 1 ? (
        <ul className="report-pockets" aria-label={t('pockets')}>
          {card.pockets.map((pocket) => (
            <li key={pocket.type} aria-label={pocketName(pocket)}>
              <span className="report-pocket">{pocketName(pocket)}</span>
              <dl className="report-figures">
                <dt>{t('gram')}</dt>
                <dd>{text.grams(pocket.mg)}</dd>
                <dt>{t('quantity')}</dt>
                <dd>{text.units(pocket.units)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="report-pocket">{pocketName(card.pockets[0] ?? MAIN_POCKET)}</p>
      )}
      <dl className="report-figures">
        {view === 'holdings' ? (
          <>
            <dt>{t('holdingValue')}</dt>
            <dd>{text.money(card.valueSen)}</dd>
            <dt>{t('unrealized')}</dt>
            <dd>{text.pnl(unrealizedPnl(card))}</dd>
            <dt>{t('gram')}</dt>
            <dd>{text.grams(card.mg)}</dd>
            <dt>{t('quantity')}</dt>
            <dd>{text.units(card.units)}</dd>
          </>
        ) : (
          <>
            <dt>{t('realized')}</dt>
            <dd>{text.pnl(realizedPnl(card))}</dd>
            <dt>{t('soldGram')}</dt>
            <dd>{text.grams(card.soldMg)}</dd>
          </>
        )}
        <dt>{t('buyProcess')}</dt>
        <dd>{text.grams(card.buyProcessMg)}</dd>
        <dt>{t('sellProcess')}</dt>
        <dd>{text.grams(card.sellProcessMg)}</dd>
        {card.deliveryMg !== 0n ? (
          <>
            <dt>{t('deliveryProcess')}</dt>
            <dd>{text.grams(card.deliveryMg)}</dd>
          </>
        ) : null}
      </dl>
      <div className="report-card-actions">
        {held ? (
          <Link to={`/reports?tab=transactions&contractId=${card.contractId}`}>{t('history')}</Link>
        ) : null}
        <Link className="button button-buy" to={`/?contract=${card.contractId}&direction=buy`}>
          BELI {price(buyPrice)}
        </Link>
        {held ? (
          <Link className="button button-sell" to={`/?contract=${card.contractId}&direction=sell`}>
            JUAL {price(sellPrice)}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
