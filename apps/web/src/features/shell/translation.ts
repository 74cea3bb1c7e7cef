import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { shellMessages } from './messages.ts';

registerMessages('shell', shellMessages);

/** The shell texts, in the chosen language. */
export const useShellTranslation = () => useTranslation('shell');
