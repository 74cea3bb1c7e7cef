import { formatDecimal, limitPriceWarning, type LimitPriceWarning } from '@emas/domain';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useMarketStatus } from '../market/index.ts';
import type { ReviewSnapshot } from './order-request.ts';
import { marketPriceFor } from './ticket-model.ts';
import { useMarketQuote } from './use-market-quote.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type PriceAway = LimitPriceWarning & { readonly marketPriceSen: bigint };

/**
 * A limit order's price far from the market as it stands now (`limitPriceWarning`): null for a
 * market order, a near price, or while the market has no price on the order's side.
 */
export function useReviewPriceWarning(snapshot: ReviewSnapshot): PriceAway | null {
  const { contract, direction, orderType, figures } = snapshot;
  const status = useMarketStatus().data;
  const marketPriceSen = marketPriceFor(
    useMarketQuote(contract.config.contractId, status),
    direction,
  );
  if (orderType !== 'limit' || marketPriceSen === null) return null;
  const warning = limitPriceWarning(contract.config, marketPriceSen, figures.priceSen);
  return warning === null ? null : { ...warning, marketPriceSen };
}

type ReviewPriceWarningProps = { id: string; warning: PriceAway; priceSen: bigint };

/** Says how far the limit price is from the market, and that the order may still be sent. */
export function ReviewPriceWarning({ id, warning, priceSen }: ReviewPriceWarningProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  return (
    <div id={id} className="field-warning review-price-warning">
      <strong>{t('review.priceFarTitle')}</strong>{' '}
      {t(warning.side === 'above' ? 'review.priceFarAbove' : 'review.priceFarBelow', {
        price: rupiahText(priceSen, language),
        market: rupiahText(warning.marketPriceSen, language),
        percent: formatDecimal(warning.awayBasisPoints, 2, language),
        band: String(warning.bandPercent),
      })}
    </div>
  );
}
