import { useTranslation } from 'react-i18next';

/**
 * The running price area. Prices come with the trading release; until then it shows a dash,
 * never an invented figure.
 */
export function RunningPrice() {
  const { t } = useTranslation('shell');
  return (
    <div className="top-bar-field running-price" title={t('price.pending')}>
      <span className="top-bar-caption">{t('price.label')}</span>
      <span className="top-bar-figure" aria-describedby="running-price-note">
        —
      </span>
      <span id="running-price-note" className="visually-hidden">
        {t('price.pending')}
      </span>
    </div>
  );
}
