import { useQuery } from '@tanstack/react-query';
import { moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { creditInformationQuery } from './transfer-calls.ts';
import { useTransferTranslation } from './use-transfer-translation.ts';

/** Credit: the account's credit limit, available credit and settlement owing (spec 002 §9). */
export function CreditTab({ session }: { session: StoredSession }) {
  const { t } = useTransferTranslation();
  const [language] = useLanguage();
  const credit = useQuery(creditInformationQuery(session.userId));
  const body = credit.data?.body;
  const money = (text: string | undefined) => moneyText(text, 'idr', language);
  return (
    <section className="transfer-card transfer-narrow" aria-labelledby="credit-title">
      <h2 id="credit-title">{t('creditTitle')}</h2>
      {credit.isError ? <p role="alert">{t('loadFailed')}</p> : null}
      <dl className="transfer-figures">
        <dt>{t('creditLimit')}</dt>
        <dd>{money(body?.creditLimit)}</dd>
        <dt>{t('availableCredit')}</dt>
        <dd>{money(body?.availableCredit)}</dd>
        <dt>{t('settlementOwning')}</dt>
        <dd>{money(body?.settlementOwning)}</dd>
      </dl>
      <p className="transfer-note">{t('creditNote')}</p>
    </section>
  );
}
