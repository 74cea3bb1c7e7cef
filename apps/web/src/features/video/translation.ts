import { featureTranslation } from '../../lib/i18n.ts';
import { videoMessages } from './messages.ts';

/** The video feature's texts. */
export const useVideoTranslation = featureTranslation('video', videoMessages);
