import { useQuery } from '@tanstack/react-query';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { CreditRequestForm } from './credit-request-form.tsx';
import { creditInformationQuery, creditRequestsQuery } from './credit-calls.ts';
import { useCreditTranslation } from './use-credit-translation.ts';

/**
 * Credit: the account's credit limit, available credit and settlement owing (spec 002 §9), a
 * request for a higher limit, and what became of the last requests.
 */
export function CreditTab({ session }: { session: StoredSession }) {
  const { t } = useCreditTranslation();
  const [language] = useLanguage();
  const credit = useQuery(creditInformationQuery(session.userId));
  const body = credit.data?.body;
  const money = (text: string | undefined) => moneyText(text, 'idr', language);
  return (
    <section className="transfer-card transfer-narrow" aria-labelledby="credit-title">
      <h2 id="credit-title">{t('creditTitle')}</h2>
      {credit.isError ? <p role="alert">{t('loadFailed')}</p> : null}
      <dl className="transfer-figures" aria-busy={credit.isPending}>
        <dt>{t('creditLimit')}</dt>
        <dd>{money(body?.creditLimit)}</dd>
        <dt>{t('availableCredit')}</dt>
        <dd>{money(body?.availableCredit)}</dd>
        <dt>{t('settlementOwning')}</dt>
        <dd>{money(body?.settlementOwning)}</dd>
      </dl>
      <p className="transfer-note">{t('creditNote')}</p>
      <CreditRequestForm session={session} />
      <CreditRequests session={session} />
    </section>
  );
}

function CreditRequests({ session }: { session: StoredSession }) {
  const { t } = useCreditTranslation();
  const [language] = useLanguage();
  const requests = useQuery(creditRequestsQuery(session.userId));
  const rows = requests.data?.body ?? [];
  if (requests.isPending) return <p className="transfer-note">{t('loading')}</p>;
  if (requests.isError) return <p role="alert">{t('loadFailed')}</p>;
  if (rows.length === 0) return <p className="transfer-note">{t('creditNoRequests')}</p>;
  return (
    <section aria-labelledby="credit-requests-title">
      <h3 id="credit-requests-title">{t('creditRequestsTitle')}</h3>
      <ul className="transfer-requests">
        {rows.map((row) => (
          <li key={row.id}>
            <span>{dateTimeText(row.created_at, language)}</span>
            <strong>{moneyText(row.credit_limit, 'idr', language)}</strong>
            <span>
              {t(`creditStates.${row.status}`)}
              {row.reject_reason === null ? '' : `: ${row.reject_reason}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
