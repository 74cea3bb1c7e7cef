import { featureTranslation } from '../../lib/i18n.ts';
import { creditMessages } from './messages.ts';

/** The Credit tab's texts. */
export const useCreditTranslation = featureTranslation('credit', creditMessages);
