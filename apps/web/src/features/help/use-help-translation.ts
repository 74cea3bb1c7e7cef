import { featureTranslation } from '../../lib/i18n.ts';
import { helpMessages } from './messages.ts';

/** Help's texts. */
export const useHelpTranslation = featureTranslation('help', helpMessages);
