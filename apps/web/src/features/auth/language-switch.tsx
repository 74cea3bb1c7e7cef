import { useTranslation } from 'react-i18next';
import { pickLanguage, type Language } from './auth-errors.ts';

const LANGUAGES: readonly Language[] = ['id', 'en'];

/** Bahasa Indonesia or English for the sign-in screens (and the rest of the app). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth');
  const current = pickLanguage(i18n.language);
  return (
    <div className="auth-language" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          title={t(`language.${language}`)}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
