import type { PriceAlert } from '@emas/api';
import { contractById } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { rateIdrPerUsd, useStreamRate } from '../market/index.ts';
import { priceAlertsQuery, useDeletePriceAlert } from './price-alert-calls.ts';
import { alertPriceText } from './price-text.ts';
import { usePriceAlertTranslation } from './translation.ts';

/** The caller's alerts, waiting ones first, each with what it waits for and a delete button. */
export function PriceAlertList() {
  const { t } = usePriceAlertTranslation();
  const alerts = useQuery(priceAlertsQuery());
  const remove = useDeletePriceAlert();
  if (alerts.status === 'pending') return <p className="price-alert-muted">{t('list.loading')}</p>;
  if (alerts.status === 'error') {
    return (
      <div role="alert" className="price-alert-failed">
        <p>{t('list.failed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void alerts.refetch()}
        >
          {t('list.retry')}
        </button>
      </div>
    );
  }
  const { body } = alerts.data.data;
  if (body.length === 0) return <p className="price-alert-muted">{t('list.empty')}</p>;
  return (
    <ul className="price-alert-list">
      {body.map((alert) => (
        <PriceAlertItem
          key={alert.id}
          alert={alert}
          busy={remove.isPending}
          onDelete={() => remove.mutate(alert.id)}
        />
      ))}
    </ul>
  );
}

function PriceAlertItem({
  alert,
  busy,
  onDelete,
}: {
  alert: PriceAlert;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = usePriceAlertTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const rate = rateIdrPerUsd(useStreamRate().data);
  const priceOf = (price: string | null) => {
    const text = alertPriceText(price, currency, language, rate);
    return text.usd === null ? text.rupiah : `${text.rupiah} (${t('usd', { usd: text.usd })})`;
  };
  const contract = contractById(alert.contract_id)?.name ?? String(alert.contract_id);
  const condition = t(`list.${alert.direction}`, { price: priceOf(alert.price) });
  const fired = alert.state === 'fired';
  return (
    <li className={fired ? 'price-alert price-alert-fired' : 'price-alert'}>
      <div className="price-alert-text">
        <p className="price-alert-contract">{contract}</p>
        <p className="price-alert-condition">{condition}</p>
        <p className="price-alert-state">
          {fired && alert.fired_at !== null
            ? t('list.fired', {
                time: dateTimeText(alert.fired_at, language),
                price: priceOf(alert.fired_price),
              })
            : t('list.active')}
        </p>
        <p className="price-alert-muted">
          {t('list.created')}{' '}
          <time dateTime={alert.created_at}>{dateTimeText(alert.created_at, language)}</time>
        </p>
      </div>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        aria-label={t('list.deleteLabel', { contract, condition })}
        onClick={onDelete}
      >
        {t('list.delete')}
      </button>
    </li>
  );
}
