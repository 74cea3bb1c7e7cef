import { ApiError } from '../../lib/api-client.ts';
import type { Language } from '../../lib/i18n.ts';

const OFFLINE = 'Server appears to be offline';
const FAILED = {
  en: 'Something went wrong. Please try again.',
  id: 'Terjadi kesalahan. Silakan coba lagi.',
};

/** The server's message in the chosen language, or why there is none. */
export function operatorErrorText(error: unknown, language: Language): string {
  if (error instanceof ApiError) {
    if (error.offline) return OFFLINE;
    if (error.body !== null) {
      return language === 'en' ? error.body.err_message : error.body.err_message_id;
    }
  }
  return FAILED[language];
}
