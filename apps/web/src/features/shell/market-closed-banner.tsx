import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketStatus } from './queries.ts';

/** The spec's own words for a closure other than the special holiday one. */
export const MARKET_CLOSED_TEXT = 'The market is currently closed';
const HOLIDAY_CLOSE_TYPE = 2;

function ClosedNotice({ closeType }: { closeType: number }) {
  const { t } = useTranslation('shell');
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="market-banner" role="status">
      <p>{closeType === HOLIDAY_CLOSE_TYPE ? t('market.holiday') : MARKET_CLOSED_TEXT}</p>
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
