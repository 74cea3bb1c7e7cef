import { feeSchedule, formatIdr, formatPercent, formatUsd, taxRules } from '@emas/domain';
import { useLanguage } from '../../lib/i18n.ts';
import { useSettingsTranslation } from './translation.ts';

/** An amount kept on one line: the symbol never wraps away from its figure. */
const unbroken = (text: string): string => text.replace(/ /g, '\u00a0');

/**
 * FEES (spec 002 section 9): execution, storage, e-warrant certification and cancellation per
 * city, withdrawal and delivery, from the domain's tables: the rates the engine charges.
 */
export function FeesTab() {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const { execution, storage, eWarrant, withdrawal, delivery } = feeSchedule;
  return (
    <div className="settings-tab">
      <section aria-labelledby="fees-execution" className="settings-section">
        <h2 id="fees-execution">{t('executionFee')}</h2>
        <p>
          {t('executionFeeRate', {
            rate: formatPercent(execution.rateBasisPoints, language),
            minimum: unbroken(formatIdr(execution.minimumSen, language)),
          })}
        </p>
      </section>
      <section aria-labelledby="fees-storage" className="settings-section">
        <h2 id="fees-storage">{t('storageFee')}</h2>
        <div className="settings-table-box">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">{t('metal')}</th>
                <th scope="col">{t('rate')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t(storage.metal)}</td>
                <td>
                  {t('storageFeeRate', {
                    rate: formatPercent(storage.rateBasisPointsPerYear, language),
                  })}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="fees-e-warrant" className="settings-section">
        <h2 id="fees-e-warrant">{t('eWarrantFees')}</h2>
        <div className="settings-table-box">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">{t('city_')}</th>
                <th scope="col" className="settings-number">
                  {t('certification')}
                </th>
                <th scope="col" className="settings-number">
                  {t('cancellation')}
                </th>
              </tr>
            </thead>
            <tbody>
              {eWarrant.map((row) => (
                <tr key={row.city}>
                  <td>{row.city}</td>
                  <td className="settings-number">{formatUsd(row.certificationCents, language)}</td>
                  <td className="settings-number">{formatUsd(row.cancellationCents, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="fees-withdrawal" className="settings-section">
        <h2 id="fees-withdrawal">{t('withdrawalFees')}</h2>
        <p>{t('withdrawalFeeNote')}</p>
        <p>{t('withdrawalOurFee', { fee: unbroken(formatIdr(withdrawal.feeSen, language)) })}</p>
        <p>
          {t('withdrawalLimits', {
            minimum: unbroken(formatIdr(withdrawal.minimumSen, language)),
            maximum: unbroken(formatIdr(withdrawal.maximumSen, language)),
          })}
        </p>
      </section>
      <section aria-labelledby="fees-delivery" className="settings-section">
        <h2 id="fees-delivery">{t('deliveryFees')}</h2>
        <p>
          {t('deliveryFeeRate', {
            fee: unbroken(formatIdr(delivery.feeSenPerKg, language)),
            insurance: formatPercent(delivery.insuranceBasisPoints, language),
          })}
        </p>
      </section>
    </div>
  );
}

/** The tax tab: every tax the product adds, with the charge it applies to. */
export function TaxTab() {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  return (
    <div className="settings-tab">
      <section aria-labelledby="tax-title" className="settings-section">
        <h2 id="tax-title">{t('taxTitle')}</h2>
        <div className="settings-table-box">
          <table className="settings-table">
            <thead>
              <tr>
                <th scope="col">{t('taxOn')}</th>
                <th scope="col" className="settings-number">
                  {t('rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {taxRules.map((rule) => (
                <tr key={rule.on}>
                  <td>{t(`tax_${rule.on}`)}</td>
                  <td className="settings-number">
                    {formatPercent(rule.rateBasisPoints, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
