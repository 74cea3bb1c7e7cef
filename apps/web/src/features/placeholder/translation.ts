import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { placeholderMessages } from './messages.ts';

registerMessages('placeholder', placeholderMessages);

/** The placeholder texts, in the chosen language. */
export const usePlaceholderTranslation = () => useTranslation('placeholder');
