import { featureTranslation } from '../../lib/i18n.ts';
import { reportMessages } from './messages.ts';

/** The reports' texts. */
export const useReportsTranslation = featureTranslation('reports', reportMessages);
