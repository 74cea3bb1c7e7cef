import { featureTranslation } from '../../lib/i18n.ts';
import { devMessages } from './messages.ts';

/** The development tools' texts. */
export const useDevTranslation = featureTranslation('dev', devMessages);
