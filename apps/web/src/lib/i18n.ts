import i18n from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { commonMessages } from '../components/messages.ts';

/**
 * Bahasa Indonesia (the default) and English. Each feature brings its own namespace; the
 * chosen language is remembered in localStorage and set on <html lang>.
 */
export type Language = 'id' | 'en';
export const LANGUAGES: readonly Language[] = ['id', 'en'];
const DEFAULT_LANGUAGE: Language = 'id';
const LANGUAGE_KEY = 'emas.language';

/** The shared components' texts; each feature adds its own namespace (`registerMessages`). */
const namespaces = { common: commonMessages };

const resourcesIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(namespaces).map(([name, messages]) => [name, messages[language]]),
  );

export const toLanguage = (value: string | null | undefined): Language =>
  value?.startsWith('en') ? 'en' : DEFAULT_LANGUAGE;

const storedLanguage = (): Language => {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

// Any switch, wherever it happens (the auth screens call changeLanguage directly), is kept.
i18n.on('languageChanged', (language) => {
  const chosen = toLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, chosen);
  document.documentElement.lang = chosen;
});

void i18n.use(initReactI18next).init({
  resources: { id: resourcesIn('id'), en: resourcesIn('en') },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: Object.keys(namespaces),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/**
 * Adds a namespace of a feature that loads later (the signed-in area), so its texts do not
 * weigh on the login route. Called once when the feature's module first loads.
 */
export function registerMessages<T extends object>(
  namespace: string,
  messages: { id: T; en: T },
): void {
  if (i18n.hasResourceBundle('id', namespace)) return;
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, messages[language], true, true);
  }
}

/**
 * A feature's namespace, added when the feature's code loads, and the hook that reads it:
 * `export const useReportsTranslation = featureTranslation('reports', reportMessages)`.
 */
export function featureTranslation<T extends object>(
  namespace: string,
  messages: { id: T; en: T },
) {
  registerMessages(namespace, messages);
  return () => useTranslation(namespace);
}

const subscribeLanguage = (listener: () => void) => {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
};
const currentLanguage = (): Language => toLanguage(i18n.language);

/** The UI language and a setter that switches every namespace and remembers the choice. */
export function useLanguage(): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const setLanguage = useCallback((next: Language) => void i18n.changeLanguage(next), []);
  return [language, setLanguage];
}

export { i18n };
