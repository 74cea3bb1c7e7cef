import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { devMessages } from './messages.ts';

registerMessages('dev', devMessages);

/** The dev texts, in the chosen language. */
export const useDevTranslation = () => useTranslation('dev');
