import { featureTranslation } from '../../lib/i18n.ts';
import { videoMessages } from './video-messages.ts';

/** Market insight's video texts: the upload page, the frames and the Videos desk. */
export const useVideoTranslation = featureTranslation('video', videoMessages);
