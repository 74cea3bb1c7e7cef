import { featureTranslation } from '../../lib/i18n.ts';
import { withdrawalMessages } from './messages.ts';

/** The withdrawal screens' texts. */
export const useWithdrawalTranslation = featureTranslation('withdrawal', withdrawalMessages);
