import { featureTranslation } from '../../lib/i18n.ts';
import { bankAccountMessages } from './messages.ts';

/** The bank-account screens' texts. */
export const useBankAccountTranslation = featureTranslation('bankAccounts', bankAccountMessages);
