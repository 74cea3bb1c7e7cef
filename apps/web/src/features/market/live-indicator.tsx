import { useLiveStatus } from '../../lib/live-socket.ts';
import { useMarketTranslation } from './use-market-translation.ts';
import './market.css';

/** Whether prices arrive live or by the 3-second polling fallback. */
export function LiveIndicator() {
  const { t } = useMarketTranslation();
  const open = useLiveStatus() === 'open';
  return (
    <span
      className={`live-indicator ${open ? 'live-on' : 'live-off'}`}
      title={open ? t('live.openTitle') : t('live.pollingTitle')}
    >
      <span className="live-dot" aria-hidden="true" />
      {open ? t('live.open') : t('live.polling')}
      <span className="visually-hidden">
        . {open ? t('live.openTitle') : t('live.pollingTitle')}
      </span>
    </span>
  );
}
