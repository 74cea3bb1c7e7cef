import { featureTranslation } from '../../lib/i18n.ts';
import { eWarrantMessages } from './messages.ts';

/** The e-warrant list's texts. */
export const useEWarrantTranslation = featureTranslation('e-warrant', eWarrantMessages);
