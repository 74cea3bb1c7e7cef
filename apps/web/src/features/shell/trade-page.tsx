import { formatClockJakarta, formatMoney, isBalanceHidden, parseDecimalString } from '@emas/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { useBalance, useMarketStatus } from './queries.ts';
import { useViewer } from './viewer.ts';

const MONEY_SCALE = 2;

/**
 * / and /trade until the trading release: the account's balance and the market status the
 * shell already reads, and the honest note that contracts and order entry come later.
 */
export function TradePage() {
  const session = useSession();
  const { t } = useTranslation(['shell', 'placeholder']);
  useEffect(() => {
    document.title = 'Trade · Emas';
  }, []);
  if (session === null) return null;
  return (
    <section className="trade-page" aria-labelledby="trade-title">
      <h1 id="trade-title">{t('trade.title')}</h1>
      <div className="card-grid">
        <MarketStatusCard />
        <BalanceCard session={session} />
      </div>
      <p className="later-note">{t('placeholder:body')}</p>
    </section>
  );
}

function MarketStatusCard() {
  const { t } = useTranslation('shell');
  const status = useMarketStatus().data;
  const serverTimeMs = status ? Date.parse(status.server_time) : Number.NaN;
  const heading = !status
    ? t('trade.marketUnknown')
    : status.is_closed
      ? t('trade.marketClosed')
      : t('trade.marketOpen');
  return (
    <article className="card" aria-labelledby="market-card-title">
      <h2 id="market-card-title">{heading}</h2>
      {Number.isFinite(serverTimeMs) ? (
        <p>{t('trade.serverTime', { time: formatClockJakarta(serverTimeMs) })}</p>
      ) : null}
    </article>
  );
}

function BalanceCard({ session }: { session: StoredSession }) {
  const { t } = useTranslation('shell');
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const viewer = useViewer(session);
  const hidden = isBalanceHidden(viewer);
  const balance = useBalance(session.userId, !hidden).data;
  if (hidden) return null;
  const show = (idrText: string | undefined, usdText: string | undefined) => {
    const minor = parseDecimalString((currency === 'idr' ? idrText : usdText) ?? '', MONEY_SCALE);
    return minor === null ? '—' : formatMoney(minor, currency, language);
  };
  return (
    <article className="card" aria-labelledby="balance-card-title">
      <h2 id="balance-card-title">{t('trade.account')}</h2>
      <dl className="figures">
        <dt>{t('trade.balance')}</dt>
        <dd>{show(balance?.available_trade_bal, balance?.available_trade_bal_usd)}</dd>
        <dt>{t('trade.reserved')}</dt>
        <dd>{show(balance?.reserved_bal_idr, balance?.reserved_bal_usd)}</dd>
        <dt>{t('trade.accountBalance')}</dt>
        <dd>{show(balance?.rdk_balance, balance?.usd_balance)}</dd>
      </dl>
    </article>
  );
}
