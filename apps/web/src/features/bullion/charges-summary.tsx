import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { CountedCharges } from './bullion-calls.ts';
import { useBullionTranslation } from './use-bullion-translation.ts';

/** Delivery cost, insurance, duties and Total Charges, each '-' until counted. */
export function ChargesSummary({ charges }: { charges: CountedCharges | null }) {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  const money = (sen: bigint | undefined) => (sen === undefined ? '-' : rupiahText(sen, language));
  return (
    <dl className="bullion-charges" aria-live="polite">
      <div>
        <dt>{t('deliveryCost')}</dt>
        <dd>{money(charges?.feeSen)}</dd>
      </div>
      <div>
        <dt>{t('insurance')}</dt>
        <dd>{money(charges?.insuranceSen)}</dd>
      </div>
      <div>
        <dt>{t('duties')}</dt>
        <dd>{money(charges?.dutiesSen)}</dd>
      </div>
      <div className="bullion-charges-total">
        <dt>{t('totalCharges')}</dt>
        <dd>{money(charges?.totalSen)}</dd>
      </div>
    </dl>
  );
}
