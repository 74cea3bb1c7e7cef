import type { AppName } from '@emas/api';
import {
  type BrokerRates,
  feeScheduleOf,
  formatIdr,
  formatPercent,
  formatUsd,
  taxRulesOf,
} from '@emas/domain';
import { useBrokerRates } from '../../lib/broker-rates.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { SettingsSection, SettingsTable } from './settings-section.tsx';
import { useSettingsTranslation } from './translation.ts';

/** An amount kept on one line: the symbol never wraps away from its figure. */
const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');

/**
 * FEES (spec 002 section 9): execution, storage, e-warrant certification and cancellation per
 * city, withdrawal and delivery: the rates of the broker's fee schedule in force.
 */
export function FeesTab({ brokerId }: { brokerId: AppName }) {
  const rates = useBrokerRates(brokerId);
  return rates === null ? null : <BrokerFees rates={rates} />;
}

function BrokerFees({ rates }: { rates: BrokerRates }) {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const { execution, storage, eWarrant, withdrawal, delivery } = feeScheduleOf(rates);
  return (
    <div className="settings-tab">
      <SettingsSection id="fees-execution" title={t('executionFee')}>
        <p>
          {t('executionFeeRate', {
            rate: formatPercent(execution.rateBasisPoints, language),
            minimum: unbroken(formatIdr(execution.minimumSen, language)),
          })}
        </p>
      </SettingsSection>
      <SettingsSection id="fees-storage" title={t('storageFee')}>
        <SettingsTable columns={[{ label: t('metal') }, { label: t('rate') }]}>
          <tr>
            <td>{t(storage.metal)}</td>
            <td>
              {t('storageFeeRate', {
                rate: formatPercent(storage.rateBasisPointsPerYear, language),
              })}
            </td>
          </tr>
        </SettingsTable>
      </SettingsSection>
      <SettingsSection id="fees-e-warrant" title={t('eWarrantFees')}>
        <SettingsTable
          columns={[
            { label: t('city_') },
            { label: t('certification'), number: true },
            { label: t('cancellation'), number: true },
          ]}
        >
          {eWarrant.map((row) => (
            <tr key={row.city}>
              <td>{row.city}</td>
              <td className="settings-number">{formatUsd(row.certificationCents, language)}</td>
              <td className="settings-number">{formatUsd(row.cancellationCents, language)}</td>
            </tr>
          ))}
        </SettingsTable>
      </SettingsSection>
      <SettingsSection id="fees-withdrawal" title={t('withdrawalFees')}>
        <p>{t('withdrawalFeeNote')}</p>
        <p>{t('withdrawalOurFee', { fee: unbroken(formatIdr(withdrawal.feeSen, language)) })}</p>
        <p>
          {t('withdrawalLimits', {
            minimum: unbroken(formatIdr(withdrawal.minimumSen, language)),
            maximum: unbroken(formatIdr(withdrawal.maximumSen, language)),
          })}
        </p>
      </SettingsSection>
      <SettingsSection id="fees-delivery" title={t('deliveryFees')}>
        <p>
          {t('deliveryFeeRate', {
            fee: unbroken(formatIdr(delivery.feeSenPerKg, language)),
            insurance: formatPercent(delivery.insuranceBasisPoints, language),
          })}
        </p>
      </SettingsSection>
    </div>
  );
}

/** The tax tab: every tax the broker's schedule in force adds, with the charge it applies to. */
export function TaxTab({ brokerId }: { brokerId: AppName }) {
  const rates = useBrokerRates(brokerId);
  return rates === null ? null : <BrokerTaxes rates={rates} />;
}

function BrokerTaxes({ rates }: { rates: BrokerRates }) {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  return (
    <div className="settings-tab">
      <SettingsSection id="tax-title" title={t('taxTitle')}>
        <SettingsTable columns={[{ label: t('taxOn') }, { label: t('rate'), number: true }]}>
          {taxRulesOf(rates).map((rule) => (
            <tr key={rule.on}>
              <td>{t(`tax_${rule.on}`)}</td>
              <td className="settings-number">{formatPercent(rule.rateBasisPoints, language)}</td>
            </tr>
          ))}
        </SettingsTable>
      </SettingsSection>
    </div>
  );
}
