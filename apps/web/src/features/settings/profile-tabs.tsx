import type { AccountInformation } from '@emas/api';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { settingsSpecTexts } from './messages.ts';
import { DetailList, ReadOnlyField } from './read-only-field.tsx';
import { accountInformationQuery } from './settings-calls.ts';
import { useSettingsTranslation } from './translation.ts';

type Details = Partial<AccountInformation>;

/**
 * The account's details; a failed read is silently ignored (spec 002 section 8), so the
 * fields then show '-'.
 */
const useDetails = (userId: string): Details =>
  useQuery(accountInformationQuery(userId)).data?.data.body ?? {};

/** TRADING: the general market (only INDONESIA) and the account's names, read-only. */
export function TradingTab({ userId }: { userId: string }) {
  const { t } = useSettingsTranslation();
  const details = useDetails(userId);
  const marketId = useId();
  return (
    <div className="settings-tab">
      <div className="field settings-market">
        <label htmlFor={marketId}>{t('market')}</label>
        <select id={marketId} className="field-input" defaultValue="indonesia">
          <option value="global" disabled>
            {settingsSpecTexts.marketGlobal}
          </option>
          <option value="indonesia">{settingsSpecTexts.marketIndonesia}</option>
        </select>
      </div>
      <DetailList>
        <ReadOnlyField label={t('firstName')} value={details.first_name} />
        <ReadOnlyField label={t('lastName')} value={details.last_name} />
        <ReadOnlyField label={t('username')} value={details.username} />
        <ReadOnlyField label={t('email')} value={details.email} />
        <ReadOnlyField label={t('referralCode')} value={details.referralCode} />
      </DetailList>
    </div>
  );
}

/** ACCOUNT: the HIN and the account's details, read-only, with the spec's note. */
export function AccountTab({ userId }: { userId: string }) {
  const { t } = useSettingsTranslation();
  const details = useDetails(userId);
  return (
    <div className="settings-tab">
      <DetailList>
        <ReadOnlyField label={t('hin')} value={details.hin} />
        <ReadOnlyField label={t('businessName')} value={details.business_name} />
        <ReadOnlyField label={t('firstName')} value={details.first_name} />
        <ReadOnlyField label={t('lastName')} value={details.last_name} />
        <ReadOnlyField label={t('email')} value={details.email} />
        <ReadOnlyField label={t('phoneNumber')} value={details.phone_number} />
        <ReadOnlyField label={t('street')} value={details.street} />
        <ReadOnlyField label={t('city')} value={details.city} />
        <ReadOnlyField label={t('province')} value={details.province} />
        <ReadOnlyField label={t('postcode')} value={details.postcode} />
        <ReadOnlyField label={t('country')} value={details.country} />
      </DetailList>
      <p className="settings-note">{settingsSpecTexts.accountNote}</p>
    </div>
  );
}
