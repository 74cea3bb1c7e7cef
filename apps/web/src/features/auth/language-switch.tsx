import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage } from '../../lib/i18n.ts';

/** Bahasa Indonesia or English for the sign-in screens (and the rest of the app). */
export function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const [current, setLanguage] = useLanguage();
  return (
    <div className="auth-language" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          title={t(`language.${language}`)}
          onClick={() => setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
