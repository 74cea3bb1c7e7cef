import { featureTranslation } from '../../lib/i18n.ts';
import { authMessages } from './messages.ts';

/** The sign-in screens' texts. */
export const useAuthTranslation = featureTranslation('auth', authMessages);
