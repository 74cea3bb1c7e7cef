import { useShellTranslation } from './translation.ts';
import { useBrokerTheme } from '../../lib/broker-theme.ts';

export function Footer() {
  const { t } = useShellTranslation();
  const theme = useBrokerTheme();
  return (
    <footer className="shell-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), broker: theme.name })}</p>
      <p>{t('footer.risk')}</p>
    </footer>
  );
}
