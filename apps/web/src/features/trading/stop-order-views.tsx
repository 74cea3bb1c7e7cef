import type { OrderAttributes } from '@emas/api';
import { isStopOrderType } from '@emas/domain';
import { decimalToMinor, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage, type Language } from '../../lib/i18n.ts';
import type { ReviewSnapshot } from './order-request.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type Translate = ReturnType<typeof useTradingTranslation>['t'];

const SEN_SCALE = 2;

/**
 * The review's price rows: the market price a market order goes at, a limit, and a stop's stop
 * price (a stop-limit shows both, the stop first: it fires, then rests at its limit).
 */
export function stopSummaryRows(
  snapshot: ReviewSnapshot,
  t: Translate,
  language: Language,
): [label: string, value: string][] {
  const { orderType, figures, stopPriceSen, contract } = snapshot;
  const price = (sen: bigint) => rupiahText(sen, language, contract.config.tbTtDecimalPlace);
  const rows: [string, string][] = [];
  if (stopPriceSen !== null) rows.push([t('detail.stopPrice'), price(stopPriceSen)]);
  if (orderType === 'market') rows.push([t('review.marketPrice'), price(figures.priceSen)]);
  if (orderType === 'limit' || orderType === 'stop_limit') {
    rows.push([t('review.price'), price(figures.priceSen)]);
  }
  return rows;
}

/** A stop holds from now, not when it fires: the review says so. */
export function StopHoldNote({ snapshot }: { snapshot: ReviewSnapshot }) {
  const { t } = useTradingTranslation();
  if (!isStopOrderType(snapshot.orderType)) return null;
  return <p className="field-hint stop-hold-note">{t('stop.held')}</p>;
}

/**
 * An order's status in words: a stop waiting for its trigger says so (it is open, but in no
 * book yet); otherwise open, filled or cancelled.
 */
export function orderStatusText(attributes: OrderAttributes, t: Translate): string {
  if (attributes.stopStatus === 'waiting') return t('stop.waiting');
  return t(`detail.statuses.${attributes.status}`);
}

/**
 * The price an open orders row shows, with a waiting stop's state on a line of its own: its
 * stop price, else the limit price (a fired stop-limit rests at its limit like any limit order).
 */
export function OpenOrderPrice({ attributes }: { attributes: OrderAttributes }) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const price = (text: string | null) => {
    const sen = decimalToMinor(text, SEN_SCALE);
    return sen === null ? NO_FIGURE : rupiahText(sen, language);
  };
  return (
    <>
      <span className="order-price">
        {price(attributes.stopStatus === 'waiting' ? attributes.stopPrice : attributes.limitPrice)}
      </span>
      {attributes.stopStatus === 'waiting' ? (
        <>
          {' '}
          <span className="order-stop-waiting">{t('stop.waitingRow')}</span>
        </>
      ) : null}
    </>
  );
}
