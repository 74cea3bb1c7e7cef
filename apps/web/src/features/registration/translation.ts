import { type ErrorCode, errorMessages, isErrorCode } from '@emas/domain';
import { ApiError } from '../../lib/api-client.ts';
import { featureTranslation, type Language, toLanguage } from '../../lib/i18n.ts';
import { registrationMessages } from './messages.ts';

/** The registration screens' texts. */
export const useRegistrationTranslation = featureTranslation('registration', registrationMessages);

/** A field rule's text in the language shown. */
export const ruleText = (code: ErrorCode, language: string): string =>
  errorMessages(code)[toLanguage(language) satisfies Language];

/** A refused call: its code (when it named one) and the server's text in the language shown. */
export type Refusal = { code: ErrorCode | null; text: string };

export const refusalOf = (error: unknown, language: string, fallback: string): Refusal => {
  if (!(error instanceof ApiError) || error.body === null) return { code: null, text: fallback };
  const { body } = error;
  const code = isErrorCode(body.code) ? body.code : null;
  return { code, text: toLanguage(language) === 'en' ? body.err_message : body.err_message_id };
};
