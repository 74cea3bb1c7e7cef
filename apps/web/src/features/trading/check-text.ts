import { shownMessage, type ErrorCode, type ErrorParams } from '@emas/domain';
import type { Language } from '../../lib/i18n.ts';

/**
 * The text of a failed order check in the UI language: the domain's catalogue, whose trading
 * entries show the spec's English words in both languages (the holiday notice is translated).
 */
export const checkText = (code: ErrorCode, params: ErrorParams | undefined, language: Language) =>
  shownMessage(code, params, language);
