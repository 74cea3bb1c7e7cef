import { formatMoney, isBalanceHidden, parseDecimalString, type Viewer } from '@emas/domain';
import { InfoTip } from '../../components/info-tip.tsx';
import { useLanguage } from '../../lib/i18n.ts';
import { balanceShown, displayCurrency } from '../../lib/preferences.ts';
import { useBalanceCooldown } from './balance-cooldown.ts';
import { useBalance } from './queries.ts';
import { useShellTranslation } from './translation.ts';

const MONEY_SCALE = 2;

/**
 * The top bar's account balance (all the cash of the RPED account) in the chosen currency,
 * with show/hide and a refresh that the deposit cooldown blocks. Its ⓘ says how it differs
 * from the ticket's available trade balance. Not rendered for ib, fm and pospaygold.
 */
export function BalanceDisplay({ viewer, userId }: { viewer: Viewer; userId: string }) {
  const hidden = isBalanceHidden(viewer);
  const balance = useBalance(userId, !hidden);
  const { t } = useShellTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const shown = balanceShown.use();
  const cooldown = useBalanceCooldown();
  const secondsLeft = cooldown.secondsLeft;

  if (hidden) return null;

  const figure = balance.data
    ? parseDecimalString(
        currency === 'idr' ? balance.data.rdk_balance : balance.data.usd_balance,
        MONEY_SCALE,
      )
    : null;
  const text = (() => {
    if (!shown) return '••••••';
    if (figure !== null) return formatMoney(figure, currency, language);
    return balance.isError ? t('balance.failed') : t('balance.loading');
  })();

  const refresh = () => {
    cooldown.start();
    void balance.refetch();
  };

  return (
    <div className="top-bar-balance">
      <span className="top-bar-caption">
        <span id="balance-label">{t('balance.label')}</span>
        <InfoTip label={t('balance.about')}>{t('balance.explained')}</InfoTip>
      </span>
      <span className="top-bar-balance-row">
        <output className="top-bar-figure" aria-labelledby="balance-label" aria-live="polite">
          {shown ? text : <span aria-label={t('balance.hidden')}>{text}</span>}
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={shown ? t('balance.hide') : t('balance.show')}
          title={shown ? t('balance.hide') : t('balance.show')}
          onClick={() => balanceShown.set(!shown)}
        >
          <span aria-hidden="true">{shown ? '◉' : '◎'}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          disabled={secondsLeft > 0 || balance.isFetching}
          aria-label={
            secondsLeft > 0 ? t('balance.cooldown', { seconds: secondsLeft }) : t('balance.refresh')
          }
          title={
            secondsLeft > 0 ? t('balance.cooldown', { seconds: secondsLeft }) : t('balance.refresh')
          }
          onClick={refresh}
        >
          <span aria-hidden="true">↻</span>
        </button>
      </span>
    </div>
  );
}
