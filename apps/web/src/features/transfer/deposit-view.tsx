import { useQuery } from '@tanstack/react-query';
import type { StoredSession } from '../../lib/session.ts';
import { paymentInformationQuery } from './transfer-calls.ts';
import { useTransferTranslation } from './use-transfer-translation.ts';

/**
 * The deposit view: the RPED commodity account's bank details, where the client sends money.
 * A failure to load is silent, as the spec says of payment information.
 */
export function DepositView({ session }: { session: StoredSession }) {
  const { t } = useTransferTranslation();
  const payment = useQuery(paymentInformationQuery(session.userId));
  const apd = payment.data?.body.apd;
  return (
    <section className="transfer-card" aria-labelledby="deposit-title">
      <h2 id="deposit-title">{t('depositTitle')}</h2>
      <p className="transfer-note">{t('depositNote')}</p>
      {apd === undefined ? null : (
        <dl className="transfer-figures">
          <dt>{t('bankName')}</dt>
          <dd>{apd.bank_name}</dd>
          <dt>{t('accountNumber')}</dt>
          <dd className="transfer-account-number">{apd.account_number}</dd>
          <dt>{t('accountName')}</dt>
          <dd>{apd.account_name}</dd>
          <dt>{t('bankAddress')}</dt>
          <dd>{apd.bank_address}</dd>
          <dt>{t('swiftCode')}</dt>
          <dd>{apd.swift_code}</dd>
        </dl>
      )}
    </section>
  );
}
