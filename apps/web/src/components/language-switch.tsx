import { useTranslation } from 'react-i18next';
import { LANGUAGES, useLanguage } from '../lib/i18n.ts';
import { SegmentedControl } from './segmented-control.tsx';

/**
 * Bahasa Indonesia or English for the whole app, remembered: the same switch on the sign-in
 * screens and in the signed-in shell. Each language's name is spoken in that language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      label={t('language.label')}
      className={className}
      value={language}
      onChange={setLanguage}
      options={LANGUAGES.map((option) => ({
        value: option,
        label: option.toUpperCase(),
        spoken: t(`language.${option}`),
        lang: option,
      }))}
    />
  );
}
