import { featureTranslation } from '../../lib/i18n.ts';
import { transferMessages } from './messages.ts';

/** The Transfer screen's texts. */
export const useTransferTranslation = featureTranslation('transfer', transferMessages);
