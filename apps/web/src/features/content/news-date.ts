import type { Language } from '../../lib/i18n.ts';

const formats: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }),
};

/** A headline's publication date in the chosen language, Jakarta time. */
export const newsDateText = (iso: string, language: Language): string =>
  formats[language].format(new Date(iso));
