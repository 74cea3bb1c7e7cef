import { detailOrDash } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { DetailList, ReadOnlyField } from './read-only-field.tsx';
import { paymentInformationQuery } from './settings-calls.ts';
import { SettingsSection, SettingsTable } from './settings-section.tsx';
import { useSettingsTranslation } from './translation.ts';

/**
 * PAYMENT: the RPED commodity account and the utility (withdrawal) accounts. A failed read is
 * silently ignored (spec 002 section 8): an account without RPED shows '-' and no rows.
 */
export function PaymentTab({ userId }: { userId: string }) {
  const { t } = useSettingsTranslation();
  const payment = useQuery(paymentInformationQuery(userId)).data?.body;
  const rped = payment?.apd;
  const utility = payment?.withdrawal_acc ?? [];
  return (
    <div className="settings-tab">
      <SettingsSection id="settings-rped-title" title={t('commodityAccount')}>
        <DetailList>
          <ReadOnlyField label={t('bankName')} value={rped?.bank_name} />
          <ReadOnlyField label={t('accountName')} value={rped?.account_name} />
          <ReadOnlyField label={t('accountNumber')} value={rped?.account_number} />
          <ReadOnlyField label={t('currency')} value={rped?.currency} />
          <ReadOnlyField label={t('swiftCode')} value={rped?.swift_code} />
          <ReadOnlyField label={t('bankAddress')} value={rped?.bank_address} />
        </DetailList>
      </SettingsSection>
      <SettingsSection id="settings-utility-title" title={t('utilityAccounts')}>
        {utility.length === 0 ? (
          <p>{t('noUtilityAccounts')}</p>
        ) : (
          <SettingsTable
            columns={[
              { label: t('accountName') },
              { label: t('accountNumber') },
              { label: t('bankCode') },
              { label: t('bankAddress') },
            ]}
          >
            {utility.map((account) => (
              <tr key={`${account.bank_code}-${account.account_number}`}>
                <td>{detailOrDash(account.account_name)}</td>
                <td>{detailOrDash(account.account_number)}</td>
                <td>{detailOrDash(account.bank_code)}</td>
                <td>{detailOrDash(account.bank_address)}</td>
              </tr>
            ))}
          </SettingsTable>
        )}
      </SettingsSection>
    </div>
  );
}
