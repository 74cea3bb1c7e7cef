import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage } from '../../lib/i18n.ts';

/** Bahasa Indonesia or English, for the whole app and remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <div className="segmented" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          aria-label={t(`language.${option}`)}
          title={t(`language.${option}`)}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
