import type { Language } from '../../lib/i18n.ts';
import { ApiError } from '../../lib/api-client.ts';

/** Codes after which the flow starts again from the form (spec 000 §8). */
const RESETTING = new Set([
  'NoActiveOTP',
  'OTPValidateExceededLimit',
  'WithdrawalNotFound',
  'BankAccountRequestInvalid',
  'BankAccountRequestNotFound',
]);

/** A bank or withdrawal error as its dialog shows it (title: the message), and whether it resets. */
export const withdrawalError = (error: unknown, language: Language, fallback: string) => {
  if (error instanceof ApiError && error.body !== null) {
    const title = language === 'id' ? error.body.err_message_id : error.body.err_message;
    return { title, resets: RESETTING.has(error.body.code) };
  }
  const title =
    error instanceof ApiError && error.offline ? 'Server appears to be offline' : fallback;
  return { title, resets: false };
};
