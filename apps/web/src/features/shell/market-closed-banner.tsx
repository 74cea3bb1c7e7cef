import { shownMessage } from '@emas/domain';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { useMarketStatus } from './queries.ts';
import { useShellTranslation } from './translation.ts';

const HOLIDAY_CLOSE_TYPE = 2;

function ClosedNotice({ closeType }: { closeType: number }) {
  const { t } = useShellTranslation();
  const [language] = useLanguage();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  // The catalogue's texts: the spec's 'The market is currently closed', the holiday notice.
  const code = closeType === HOLIDAY_CLOSE_TYPE ? 'MarketHolidayClosed' : 'MarketClosed';
  return (
    <div className="market-banner" role="status">
      <p>{shownMessage(code, undefined, language)}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={t('market.dismiss')}
        onClick={() => setDismissed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The closed-market banner, from the market status polled every 3 s. Dismissed, it stays away
 * until the status changes: the market opens and closes again, or the close type changes.
 */
export function MarketClosedBanner() {
  const status = useMarketStatus().data;
  if (!status?.is_closed) return null;
  return <ClosedNotice key={status.close_type} closeType={status.close_type} />;
}
