import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveMessages } from '../../lib/live-socket.ts';
import { useQueryClient } from '@tanstack/react-query';
import { PRICE_ALERTS_KEY, priceAlertsQuery } from './price-alert-calls.ts';
import { PriceAlertForm } from './price-alert-form.tsx';
import { PriceAlertList } from './price-alert-list.tsx';
import { usePriceAlertTranslation } from './translation.ts';
import './price-alerts.css';

/**
 * /price-alerts: set an alert on a contract's price, and the alerts set, waiting or fired. A
 * fired alert's notice arrives over the live channel, and the list refreshes with it.
 */
export function PriceAlertsPage() {
  const { t } = usePriceAlertTranslation();
  const client = useQueryClient();
  const alerts = useQuery(priceAlertsQuery());
  useEffect(
    () =>
      subscribeLiveMessages((message) => {
        if (message.type === 'notice' && message.data.kind === 'price_alert') {
          void client.invalidateQueries({ queryKey: PRICE_ALERTS_KEY });
        }
      }),
    [client],
  );
  return (
    <div className="price-alerts-page">
      <h1 className="page-title">{t('title')}</h1>
      <p className="price-alert-intro">{t('intro')}</p>
      <div className="price-alerts-columns">
        <section className="price-alerts-card" aria-labelledby="price-alert-form-heading">
          <h2 id="price-alert-form-heading" className="price-alerts-heading">
            {t('form.heading')}
          </h2>
          <PriceAlertForm active={alerts.data?.data.active ?? null} />
        </section>
        <section className="price-alerts-card" aria-labelledby="price-alert-list-heading">
          <h2 id="price-alert-list-heading" className="price-alerts-heading">
            {t('list.heading')}
          </h2>
          <PriceAlertList />
        </section>
      </div>
    </div>
  );
}
