import type { AppName } from '@emas/api';
import { brokerSettingsEndpoints as calls } from '@emas/api/broker-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { operatorCall } from '../operator/index.ts';
import { BrandingForm } from './branding-form.tsx';
import { FeeSchedulePanel } from './fee-schedule-panel.tsx';
import { useBrokerSettingsTranslation } from './messages.ts';
import './broker-settings.css';

/** "Broker settings" (admin): one broker at a time, its fee schedules and its white label. */
export function BrokerSettingsDesk() {
  const { t } = useBrokerSettingsTranslation();
  const client = useQueryClient();
  const selectId = useId();
  const brokers = useQuery({
    queryKey: ['operator', 'brokers'],
    queryFn: ({ signal }) => operatorCall(calls.operatorBrokers, {}, signal),
  });
  const list = brokers.data?.data.body ?? [];
  const [chosen, setChosen] = useState<AppName | null>(null);
  const broker =
    list.find((row) => row.id === chosen) ?? list.find((row) => row.is_default) ?? list[0];
  return (
    <>
      <section className="operator-card" aria-labelledby="broker-settings-heading">
        <h1 id="broker-settings-heading">{t('heading')}</h1>
        <p className="operator-muted">{t('intro')}</p>
        <div className="field">
          <label htmlFor={selectId}>{t('broker')}</label>
          <select
            id={selectId}
            className="field-input"
            value={broker?.id ?? ''}
            onChange={(event) => setChosen(event.target.value as AppName)}
          >
            {list.map((row) => (
              <option key={row.id} value={row.id}>
                {row.label}
              </option>
            ))}
          </select>
        </div>
      </section>
      {broker === undefined ? null : (
        <>
          <FeeSchedulePanel key={`fees-${broker.id}`} brokerId={broker.id} label={broker.label} />
          <BrandingForm
            key={`branding-${broker.id}-${broker.version}`}
            broker={broker}
            onSaved={() => client.invalidateQueries({ queryKey: ['operator', 'brokers'] })}
          />
        </>
      )}
    </>
  );
}
