import type { AppName } from '@emas/api';
import { brokerById, brokers, isBrokerId } from '@emas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Only the default broker registers new accounts on this platform (spec 000 section 2). */
export const registerPathOf = (appName: AppName): string | null =>
  brokerById(appName)?.registerPath ?? null;

/** The trading-intermediary select shared by the login and forgot-password forms. */
export function BrokerSelect({
  value,
  onChange,
}: {
  value: AppName;
  onChange: (appName: AppName) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('broker.label')}</label>
      <select
        id={id}
        name="perantaraPerdagangan"
        className="auth-input auth-select"
        value={value}
        onChange={(event) => {
          if (isBrokerId(event.target.value)) onChange(event.target.value);
        }}
      >
        {brokers.map((broker) => (
          <option key={broker.id} value={broker.id}>
            {broker.label}
          </option>
        ))}
      </select>
    </div>
  );
}
