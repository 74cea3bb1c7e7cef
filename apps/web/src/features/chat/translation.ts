import { featureTranslation } from '../../lib/i18n.ts';
import { chatMessages } from './messages.ts';

/** The chat's texts. */
export const useChatTranslation = featureTranslation('chat', chatMessages);
