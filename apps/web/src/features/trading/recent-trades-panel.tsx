import { useId } from 'react';
import { decimalToMinor } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useRecentTrades } from '../market/index.ts';
import type { TradingContract } from './contract-view.ts';
import { useDisplayMoney } from './display-money.ts';
import { lotsDisplay } from './ticket-model.ts';
import { useScreenTranslation } from './use-screen-translation.ts';

const SEN_SCALE = 2;

/** A trade's time as Jakarta wall-clock time to the second: trades come seconds apart. */
const timeText = (iso: string, locale: 'id' | 'en') =>
  new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: 'Asia/Jakarta',
    timeStyle: 'medium',
  }).format(new Date(iso));

/**
 * The contract's latest trades, newest first: time, price per lot in the display currency,
 * lots, and the side that took the book (buy green, sell red, and in words).
 */
export function RecentTradesPanel({ contract }: { contract: TradingContract }) {
  const { t } = useScreenTranslation();
  const [language] = useLanguage();
  const money = useDisplayMoney();
  const titleId = useId();
  const { config } = contract;
  const trades = useRecentTrades(config.contractId);
  const list = trades.data ?? [];

  const body = (() => {
    if (trades.isPending)
      return (
        <p role="status" className="panel-note">
          {t('trades.loading')}
        </p>
      );
    if (trades.isError && list.length === 0)
      return (
        <p role="alert" className="panel-note">
          {t('trades.failed')}
        </p>
      );
    if (list.length === 0) return <p className="panel-note">{t('trades.empty')}</p>;
    return (
      <div className="trades-scroll" tabIndex={0} aria-labelledby={titleId} role="group">
        <table className="trades-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('trades.time')}</th>
              <th scope="col">{t('trades.price')}</th>
              <th scope="col">{t('trades.quantity')}</th>
              <th scope="col">{t('trades.side')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((trade) => (
              <tr key={trade.id} className={`trade-${trade.taker_side}`}>
                <td>{timeText(trade.created_at, language)}</td>
                <td className="trade-price">
                  {money.figure(decimalToMinor(trade.price, SEN_SCALE), config.tbTtDecimalPlace)}
                </td>
                <td>{lotsDisplay(decimalToMinor(trade.quantity, 1) ?? 0n, language)}</td>
                <td className="trade-side">{t(`trades.taker_${trade.taker_side}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  })();

  return (
    <section className="card screen-panel trades-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="screen-panel-title">
        {t('trades.title', { contract: config.codeName })}
      </h2>
      {body}
    </section>
  );
}
