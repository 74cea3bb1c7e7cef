import { Link } from 'react-router';
import { useEnvironment } from '../../lib/app-config.ts';
import { useDevTranslation } from './translation.ts';

/** A link to the development mailbox, for the login page's footer; nothing outside development. */
export function MailboxLink({ className }: { className?: string }) {
  const { t } = useDevTranslation();
  if (useEnvironment() !== 'development') return null;
  return (
    <Link className={className} to="/dev/mailbox">
      {t('link')}
    </Link>
  );
}
