import type { AppName } from '@emas/api';
import { brokerById, brokers, isBrokerId } from '@emas/domain';
import { Field } from '../../components/form-field.tsx';
import { useAuthTranslation } from './translation.ts';

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
  const { t } = useAuthTranslation();
  return (
    <Field label={t('broker.label')}>
      {(control) => (
        <select
          {...control}
          name="perantaraPerdagangan"
          className="field-input auth-select"
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
      )}
    </Field>
  );
}
