import { DEFAULT_BROKER_ID, type Viewer } from '@emas/domain';
import { brokerLabelIn, useBrokerBrandings } from '../../lib/broker-brandings.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type CannotTradeNoticeProps = { id: string; viewer: Viewer };

/**
 * Says, as the ticket opens and in the user's language, that this account cannot place orders
 * (spec 001 section 6: only clients of the main broker may) and that prices and depth stay
 * open to it. The disabled Review Order keeps the spec's own tooltip.
 */
export function CannotTradeNotice({ id, viewer }: CannotTradeNoticeProps) {
  const { t } = useTradingTranslation();
  const brandings = useBrokerBrandings();
  const mainBroker = brokerLabelIn(brandings, DEFAULT_BROKER_ID);
  const reason =
    viewer.level === 'client'
      ? t('cannotTrade.otherBroker', {
          broker: brokerLabelIn(brandings, viewer.brokerId),
          mainBroker,
        })
      : t('cannotTrade.level', { level: t(`cannotTrade.levels.${viewer.level}`), mainBroker });
  return (
    <div id={id} className="cannot-trade" role="note">
      <p className="cannot-trade-title">{t('cannotTrade.title')}</p>
      <p>
        {reason} {t('cannotTrade.stillSee')}
      </p>
    </div>
  );
}
