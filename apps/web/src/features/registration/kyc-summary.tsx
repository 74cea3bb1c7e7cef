import type { OperatorKyc } from '@emas/api';
import { registrationEndpoints as calls } from '@emas/api/registration';
import { MONTHLY_TRANSACTION_BANDS, RISK_QUESTION_KEYS, formattedNpwp } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { operatorCall } from '../operator/index.ts';
import { useBandText } from './kyc-fields.tsx';
import { useRegistrationTranslation } from './translation.ts';

/**
 * A client's know-your-customer answers, read-only, as compliance reads them: beside the KTP
 * photo and selfie on the registrations desk, and with the account on the account-details desk.
 */
export function KycSummary({ kyc }: { kyc: OperatorKyc | null }) {
  const { t } = useRegistrationTranslation();
  const bandText = useBandText();
  if (kyc === null) return <p>{t('desk.noKyc')}</p>;
  const band = MONTHLY_TRANSACTION_BANDS.find((b) => b.code === kyc.monthly_transaction);
  const occupation = t(`occupations.${kyc.occupation}`);
  const rows: [string, string][] = [
    [
      t('fields.risk_profile'),
      t('desk.riskScore', {
        profile: t(`riskProfiles.${kyc.risk_profile}`),
        score: kyc.risk_score,
      }),
    ],
    [t('fields.npwp'), kyc.npwp === null ? '-' : formattedNpwp(kyc.npwp)],
    [
      t('occupation'),
      kyc.occupation_other === null ? occupation : `${occupation}: ${kyc.occupation_other}`,
    ],
    [t('sourceOfFunds'), t(`fundSources.${kyc.source_of_funds}`)],
    [t('accountPurpose'), t(`purposes.${kyc.account_purpose}`)],
    [t('monthlyTransaction'), band === undefined ? kyc.monthly_transaction : bandText(band)],
    ...RISK_QUESTION_KEYS.map((question): [string, string] => [
      t(`risk.${question}.question`),
      t(`risk.${question}.${kyc.risk_answers[question] ?? ''}`),
    ]),
  ];
  return (
    <dl className="registration-review">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The answers kept with an account (none for an account opened before they were asked). */
export function AccountKyc({ accountId }: { accountId: string }) {
  const { t } = useRegistrationTranslation();
  const kyc = useQuery({
    queryKey: ['operator', 'account-kyc', accountId],
    queryFn: ({ signal }) =>
      operatorCall(calls.operatorAccountKyc, { params: { id: accountId } }, signal),
  });
  return (
    <section className="registration-kyc" aria-label={t('desk.kycHeading')}>
      <h3>{t('desk.kycHeading')}</h3>
      {kyc.data === undefined ? (
        <p role={kyc.isError ? 'alert' : 'status'}>
          {kyc.isError ? t('failed') : t('desk.loading')}
        </p>
      ) : (
        <KycSummary kyc={kyc.data.data} />
      )}
    </section>
  );
}
