import type { AppName, BrokerFeeSchedule } from '@emas/api';
import { brokerSettingsEndpoints as calls } from '@emas/api/broker-settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n.ts';
import { operatorCall } from '../operator/index.ts';
import { FeeScheduleForm } from './fee-schedule-form.tsx';
import { useBrokerSettingsTranslation } from './messages.ts';
import { RATE_FIELDS, rateText } from './rate-fields.ts';

/** When a schedule took over: the seeded first one has been in force from the start. */
const effectiveText = (ms: number, locale: 'id' | 'en', fromStart: string): string =>
  ms === 0
    ? fromStart
    : new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-GB', {
        timeZone: 'Asia/Jakarta',
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(ms));

/** A broker's schedule in force, its history newest first, and the form to add one. */
export function FeeSchedulePanel({ brokerId, label }: { brokerId: AppName; label: string }) {
  const { t } = useBrokerSettingsTranslation();
  const [language] = useLanguage();
  const client = useQueryClient();
  const queryKey = ['operator', 'broker-fees', brokerId] as const;
  const fees = useQuery({
    queryKey,
    queryFn: ({ signal }) => operatorCall(calls.operatorFees, { params: { id: brokerId } }, signal),
  });
  const data = fees.data?.data;
  const inForceId = data?.in_force?.id ?? null;
  const cells = (schedule: BrokerFeeSchedule) =>
    RATE_FIELDS.map((field) => (
      <td key={field} className="settings-number">
        {rateText(field, schedule[field], language)}
      </td>
    ));
  return (
    <>
      <section className="operator-card" aria-labelledby="broker-fees-heading">
        <h2 id="broker-fees-heading">{t('history')}</h2>
        {data === undefined ? null : data.in_force === null ? (
          <p>{t('none')}</p>
        ) : (
          <p>
            <strong>{t('inForce')}</strong>:{' '}
            {t('inForceSince', {
              date: effectiveText(data.in_force.effective_from_ms, language, t('fromStart')),
            })}
          </p>
        )}
        <div
          className="broker-history"
          tabIndex={0}
          role="region"
          aria-labelledby="broker-fees-heading"
        >
          <table>
            <caption className="visually-hidden">{t('history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('effectiveFrom')}</th>
                {RATE_FIELDS.map((field) => (
                  <th key={field} scope="col">
                    {t(`rates.${field}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(data?.history ?? []).map((schedule) => (
                <tr key={schedule.id} aria-current={schedule.id === inForceId ? 'true' : undefined}>
                  <th scope="row">
                    {effectiveText(schedule.effective_from_ms, language, t('fromStart'))}
                  </th>
                  {cells(schedule)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {data === undefined ? null : (
        <FeeScheduleForm
          key={`${brokerId}-${inForceId ?? ''}`}
          brokerId={brokerId}
          label={label}
          inForce={data.in_force}
          onAdded={() => client.invalidateQueries({ queryKey: ['operator'] })}
        />
      )}
    </>
  );
}
