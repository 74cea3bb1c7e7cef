import { featureTranslation } from '../../lib/i18n.ts';
import { contentMessages } from './messages.ts';

/** The content desks' texts. */
export const useContentTranslation = featureTranslation('content', contentMessages);
