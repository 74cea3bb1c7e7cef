import type { Order } from '@emas/api';
import { useId } from 'react';
import { decimalToMinor, NO_FIGURE } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { jakartaDateTime } from './expiry-input.ts';
import { useOpenOrders } from './queries.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { OpenOrderPrice } from './stop-order-views.tsx';
import { lotsDisplay } from './ticket-model.ts';
import type { TradingContractsState } from './use-trading-contracts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type OpenOrdersPanelProps = {
  userId: string;
  contracts: TradingContractsState;
  onOpen: (order: Order) => void;
};

/** The caller's open orders (limit orders, and stops waiting or fired), newest first; a row opens the order's detail. */
export function OpenOrdersPanel({ userId, contracts, onOpen }: OpenOrdersPanelProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const titleId = useId();
  const ids = contracts.list.map((contract) => contract.config.contractId);
  const orders = useOpenOrders(userId, ids);
  const codeOf = (contractId: number) =>
    contracts.list.find((contract) => contract.config.contractId === contractId)?.config.codeName ??
    String(contractId);
  const lots = (text: string) => {
    const tenths = decimalToMinor(text, 1);
    return tenths === null ? NO_FIGURE : lotsDisplay(tenths, language);
  };

  const body = (() => {
    if (contracts.isError || orders.isError) {
      return (
        <p role="alert" className="panel-note">
          {t('orders.failed')}
        </p>
      );
    }
    if (ids.length === 0 && !contracts.isPending)
      return <p className="panel-note">{t('orders.empty')}</p>;
    if (ids.length === 0 || orders.isPending) {
      return (
        <p role="status" className="panel-note">
          {t('orders.loading')}
        </p>
      );
    }
    const list = [...orders.data].sort((a, b) =>
      b.attributes.createdAt.localeCompare(a.attributes.createdAt),
    );
    if (list.length === 0) return <p className="panel-note">{t('orders.empty')}</p>;
    return (
      <ul className="order-rows">
        {list.map((order) => {
          const { attributes } = order;
          const direction = attributes.direction === 'buy' ? SPEC_TEXT.buy : SPEC_TEXT.sell;
          const expiryMs = attributes.expiryDate ? Date.parse(attributes.expiryDate) : Number.NaN;
          return (
            <li key={order.id}>
              <button type="button" className="order-row" onClick={() => onOpen(order)}>
                <span className={`order-side side-${attributes.direction}`}>{direction}</span>{' '}
                <span className="order-contract">{codeOf(attributes.contractId)}</span>{' '}
                <OpenOrderPrice attributes={attributes} />{' '}
                <span className="order-quantity">
                  {t('orders.remainingOf', {
                    remaining: lots(attributes.remaining),
                    quantity: lots(attributes.quantity),
                  })}
                </span>{' '}
                <span className="order-expiry">
                  {attributes.validity === 'GTC' ? SPEC_TEXT.untilCancel : null}
                  {attributes.validity === 'GTD' && Number.isFinite(expiryMs)
                    ? t('orders.expires', { date: jakartaDateTime(expiryMs) })
                    : null}
                </span>{' '}
                <span className="visually-hidden">({t('orders.openDetail')})</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  })();

  return (
    <section className="card orders-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('orders.title')}</h2>
      {body}
    </section>
  );
}
