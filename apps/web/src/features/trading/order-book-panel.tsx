import type { DepthEntry } from '@emas/api';
import { useId } from 'react';
import { decimalToMinor } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useDepth, useMarketStatus } from '../market/index.ts';
import type { TradingContract } from './contract-view.ts';
import { depthQuantityText } from './depth-dialog.tsx';
import { useDisplayMoney } from './display-money.ts';
import { useScreenTranslation } from './use-screen-translation.ts';

/** Price levels shown per side: the book's best, as much as the screen's panel holds. */
export const BOOK_LEVELS_SHOWN = 8;
const SEN_SCALE = 2;

type Level = { bid: DepthEntry | undefined; ask: DepthEntry | undefined };

const levelsOf = (bids: readonly DepthEntry[], asks: readonly DepthEntry[]): Level[] =>
  Array.from(
    { length: Math.min(BOOK_LEVELS_SHOWN, Math.max(bids.length, asks.length)) },
    (_, i) => ({
      bid: bids[i],
      ask: asks[i],
    }),
  );

const senOf = (entry: DepthEntry | undefined): bigint | null =>
  entry === undefined ? null : decimalToMinor(entry.price, SEN_SCALE);

/**
 * The contract's order book on the trading screen: bids and asks side by side, best first, the
 * spread between the best of each, per lot in the display currency. Open on the screen, not
 * only as the ticket's Depth dialog.
 */
export function OrderBookPanel({ contract }: { contract: TradingContract }) {
  const { t } = useScreenTranslation();
  const [language] = useLanguage();
  const money = useDisplayMoney();
  const titleId = useId();
  const status = useMarketStatus().data;
  const open = status !== undefined && !status.is_closed;
  const depth = useDepth(open);
  const { config } = contract;
  const book = depth.data?.find((entry) => entry.contractId === config.contractId);
  const bids = book?.buy ?? [];
  const asks = book?.sell ?? [];
  const bestBid = senOf(bids[0]);
  const bestAsk = senOf(asks[0]);
  const price = (entry: DepthEntry | undefined) =>
    entry === undefined ? '' : money.figure(senOf(entry), config.depthTTDecimalPlace);
  const lots = (entry: DepthEntry | undefined) =>
    entry === undefined
      ? ''
      : depthQuantityText(entry.quantity, config.depthQuantityDecimalPlace, language);

  const body = (() => {
    if (status?.is_closed) return <p className="panel-note">{t('book.closed')}</p>;
    if (depth.isPending)
      return (
        <p role="status" className="panel-note">
          {t('book.loading')}
        </p>
      );
    if (depth.isError && !depth.data)
      return (
        <p role="alert" className="panel-note">
          {t('book.failed')}
        </p>
      );
    if (bids.length === 0 && asks.length === 0)
      return <p className="panel-note">{t('book.empty')}</p>;
    return (
      <table className="book-table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('book.bidQuantity')}</th>
            <th scope="col">{t('book.bidPrice')}</th>
            <th scope="col">{t('book.askPrice')}</th>
            <th scope="col">{t('book.askQuantity')}</th>
          </tr>
        </thead>
        <tbody>
          {levelsOf(bids, asks).map(({ bid, ask }, index) => (
            <tr key={index}>
              <td>{lots(bid)}</td>
              <td className="book-bid">{price(bid)}</td>
              <td className="book-ask">{price(ask)}</td>
              <td>{lots(ask)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  })();

  return (
    <section className="card screen-panel book-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="screen-panel-title">
        {t('book.title', { contract: config.codeName })}
      </h2>
      {body}
      <p className="field-hint">
        {t('book.perLot', { unit: money.currency === 'usd' ? 'US$' : 'Rp' })}
        {bestBid !== null && bestAsk !== null
          ? ` ${t('book.spread', { spread: money.text(bestAsk - bestBid) })}`
          : null}
      </p>
    </section>
  );
}
