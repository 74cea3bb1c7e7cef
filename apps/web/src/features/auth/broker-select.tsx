import type { AppName } from '@emas/api';
import { brokers, isBrokerId } from '@emas/domain';
import { Field } from '../../components/form-field.tsx';
import { brokerLabelIn, registerPathIn, useBrokerBrandings } from '../../lib/broker-brandings.ts';
import { useAuthTranslation } from './translation.ts';

/**
 * Where the broker registers new accounts here: the default broker's /register as shipped
 * (spec 000 section 2), or what the broker's admin set.
 */
export const useRegisterPath = (appName: AppName): string | null =>
  registerPathIn(useBrokerBrandings(), appName);

/** The trading-intermediary select shared by the login and forgot-password forms. */
export function BrokerSelect({
  value,
  onChange,
}: {
  value: AppName;
  onChange: (appName: AppName) => void;
}) {
  const { t } = useAuthTranslation();
  const brandings = useBrokerBrandings();
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
              {brokerLabelIn(brandings, broker.id)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
