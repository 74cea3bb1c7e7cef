import { featureTranslation } from '../../lib/i18n.ts';
import { placeholderMessages } from './messages.ts';

/** The later-release pages' texts. */
export const usePlaceholderTranslation = featureTranslation('placeholder', placeholderMessages);
