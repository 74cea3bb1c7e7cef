import { featureTranslation } from '../../lib/i18n.ts';
import { shellMessages } from './messages.ts';

/** The shell's texts. */
export const useShellTranslation = featureTranslation('shell', shellMessages);
