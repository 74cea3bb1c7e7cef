import { ApiError } from './api-client.ts';
import type { Language } from './i18n.ts';

/** The texts of a feature that has the spec's three failure variants under these keys. */
type FailureTexts = (key: 'failed' | 'offline' | 'tryLater') => string;

/** The three failure variants of spec 000 §8, as an alert's title and message. */
export const failureAlert = (error: unknown, t: FailureTexts, language: Language) => {
  if (error instanceof ApiError && error.offline)
    return { title: t('offline'), message: t('tryLater') };
  if (error instanceof ApiError && error.body !== null) {
    const message = language === 'id' ? error.body.err_message_id : error.body.err_message;
    return { title: t('failed'), message };
  }
  return { title: t('failed'), message: t('tryLater') };
};
