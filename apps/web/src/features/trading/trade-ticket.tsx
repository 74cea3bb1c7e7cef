import {
  reviewOrderCheck,
  tradedOrderType,
  type OrderDirection,
  type PlacedOrderType,
  type Viewer,
} from '@emas/domain';
import { useId, useState } from 'react';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { AmountText } from '../../lib/amount-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useBrokerRates } from '../../lib/broker-rates.ts';
import type { StoredSession } from '../../lib/session.ts';
import { rateIdrPerUsd, useMarketStatus, useStreamRate } from '../market/index.ts';
import { CannotTradeNotice } from './cannot-trade-notice.tsx';
import { CheckSheet } from './check-sheet.tsx';
import { checkText } from './check-text.ts';
import { isOrderable, isPreOrder, type TradingContract } from './contract-view.ts';
import { DepthDialog } from './depth-dialog.tsx';
import { adjustedExpiryMs, earliestPickableMs } from './expiry-input.ts';
import { LimitPriceField, QuantityFields, ValidityFields, type Validity } from './order-fields.tsx';
import { type OrderResult, type ReviewSnapshot, newClientOrderId } from './order-request.ts';
import { ReviewOrderDialog } from './review-order-dialog.tsx';
import { lotSize, sizedQuantity, type OrderSize } from './order-size.ts';
import { OrderSizeFields } from './order-size-fields.tsx';
import { TicketFrame } from './ticket-frame.tsx';
import { SPEC_TEXT } from './spec-texts.ts';
import {
  bandPriceSen,
  hasValidity,
  readsLimitPrice,
  readsStopPrice,
  stopPriceRefusal,
  ticketPriceSen,
  TICKET_ORDER_TYPES,
  useLastPriceSen,
} from './stop-order-model.ts';
import { StopPriceField } from './stop-price-field.tsx';
import {
  clampQuantity,
  marketPriceFor,
  maxSellTenths,
  limitPriceText,
  parseLimitPrice,
  quantityMgOf,
  ticketFigures,
  type MarketQuote,
  type Quantity,
} from './ticket-model.ts';
import { BalanceSection, FiguresList, HoldingsSection } from './ticket-sections.tsx';
import { useMarketQuote } from './use-market-quote.ts';
import { useTicketAccount } from './use-ticket-account.ts';
import { useTradingTranslation } from './use-trading-translation.ts';
import { useNow } from '../../components/use-now.ts';

type TradeTicketProps = {
  contract: TradingContract;
  /** BUY or SELL of the tile that opened the ticket. */
  initialDirection: OrderDirection;
  session: StoredSession;
  viewer: Viewer;
  onClose: () => void;
  onResult: (result: OrderResult) => void;
  /** On the trading screen, beside the chart, instead of a dialog over the page. */
  docked?: boolean;
};

const DIRECTIONS: readonly OrderDirection[] = ['buy', 'sell'];

type OrderTypeTabsProps = {
  orderType: PlacedOrderType;
  onChange: (orderType: PlacedOrderType) => void;
  panelId: string;
};

/** Market, Limit, Stop and Stop limit as tabs: arrow keys move round them, the fields below are the panel. */
function OrderTypeTabs({ orderType, onChange, panelId }: OrderTypeTabsProps) {
  const { t } = useTradingTranslation();
  const move = (key: string) => {
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return;
    const count = TICKET_ORDER_TYPES.length;
    const at = TICKET_ORDER_TYPES.indexOf(orderType) + (key === 'ArrowRight' ? 1 : count - 1);
    const next = TICKET_ORDER_TYPES[at % count] ?? 'market';
    onChange(next);
    document.getElementById(`${panelId}-${next}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={t('ticket.orderType')}>
      {TICKET_ORDER_TYPES.map((option) => (
        <button
          key={option}
          id={`${panelId}-${option}`}
          type="button"
          role="tab"
          aria-selected={orderType === option}
          aria-controls={panelId}
          tabIndex={orderType === option ? 0 : -1}
          className="tab"
          onClick={() => onChange(option)}
          onKeyDown={(event) => move(event.key)}
        >
          {t(`orderType.${option}`)}
        </button>
      ))}
    </div>
  );
}

type Overlay =
  | { kind: 'depth' }
  | { kind: 'sheet'; message: string }
  | { kind: 'review'; snapshot: ReviewSnapshot }
  | null;

type DirectionToggleProps = {
  direction: OrderDirection;
  onChange: (direction: OrderDirection) => void;
};

/** BUY and SELL, green and red, the checked one is the ticket's direction. */
function DirectionToggle({ direction, onChange }: DirectionToggleProps) {
  const { t } = useTradingTranslation();
  return (
    <SegmentedControl
      label={t('ticket.direction')}
      className="direction-toggle"
      value={direction}
      onChange={onChange}
      options={DIRECTIONS.map((option) => ({
        value: option,
        label: option === 'buy' ? SPEC_TEXT.buy : SPEC_TEXT.sell,
        className: `direction-${option}`,
      }))}
    />
  );
}

type TicketActionsProps = {
  direction: OrderDirection;
  /** Why Review Order is disabled, shown as its tooltip and description; null when enabled. */
  blockedBy: string | null;
  onDepth: () => void;
  onReview: () => void;
};

function TicketActions({ direction, blockedBy, onDepth, onReview }: TicketActionsProps) {
  const reasonId = useId();
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onDepth}>
        {SPEC_TEXT.depth}
      </button>
      <span className="tooltip-host" title={blockedBy ?? undefined}>
        <button
          type="button"
          className={`button button-${direction}`}
          disabled={blockedBy !== null}
          aria-describedby={blockedBy === null ? undefined : reasonId}
          onClick={onReview}
        >
          {SPEC_TEXT.reviewOrder}
        </button>
        {blockedBy === null ? null : (
          <span id={reasonId} role="tooltip" className="tooltip">
            {blockedBy}
          </span>
        )}
      </span>
    </>
  );
}

type TicketOverlayProps = {
  overlay: Overlay;
  contract: TradingContract;
  session: StoredSession;
  onDone: () => void;
  onResult: (result: OrderResult) => void;
};

/** What opens over the ticket: the depth, a failed check's sheet, or the review. */
function TicketOverlay({ overlay, contract, session, onDone, onResult }: TicketOverlayProps) {
  const { t } = useTradingTranslation();
  switch (overlay?.kind) {
    case 'depth':
      return <DepthDialog contract={contract} onClose={onDone} />;
    case 'sheet':
      return (
        <CheckSheet title={t('review.sheetTitle')} message={overlay.message} onClose={onDone} />
      );
    case 'review':
      return (
        <ReviewOrderDialog
          snapshot={overlay.snapshot}
          session={session}
          onChange={onDone}
          onResult={(result) => {
            onDone();
            onResult(result);
          }}
        />
      );
    default:
      return null;
  }
}

/**
 * The trade ticket (spec 001 sections 2 to 5): direction, Market and Limit, quantity, limit
 * price and validity, the balance and holdings sections, the figures, Depth and Review Order.
 * Its state lives while it is open: closing resets it, and the direction starts from the tile.
 */
export function TradeTicket({
  contract,
  initialDirection,
  session,
  viewer,
  onClose,
  onResult,
  docked = false,
}: TradeTicketProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const panelId = useId();
  const noticeId = useId();
  const { config } = contract;
  const [direction, setDirection] = useState(initialDirection);
  const [orderType, setOrderType] = useState<PlacedOrderType>('market');
  const [rawQuantity, setQuantity] = useState<Quantity>({ integer: 1, decimal: 0 });
  const [limitPrice, setLimitPrice] = useState<AmountText>(() => limitPriceText(null, language));
  const [stopPrice, setStopPrice] = useState<AmountText>(() => limitPriceText(null, language));
  const [validity, setValidity] = useState<Validity>('GTC');
  const [expiryMs, setExpiryMs] = useState<number | null>(null);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [size, setSize] = useState<OrderSize>(() => lotSize(language));

  const isSell = direction === 'sell';
  const status = useMarketStatus().data;
  const quote: MarketQuote = useMarketQuote(config.contractId, status);
  const rate = rateIdrPerUsd(useStreamRate().data);
  const account = useTicketAccount(session, viewer, config, direction);
  const { availableMg } = account;
  const maxTenths = isSell && availableMg !== null ? maxSellTenths(config, availableMg) : null;
  const marketPriceSen = marketPriceFor(quote, direction);
  const limitPriceSen = parseLimitPrice(limitPrice);
  const stopPriceSen = parseLimitPrice(stopPrice);
  const lastPriceSen = useLastPriceSen(config.contractId);
  const priceSen = ticketPriceSen(orderType, {
    market: marketPriceSen,
    limit: limitPriceSen,
    stop: stopPriceSen,
  });
  const brokerRates = useBrokerRates(session.appName);
  // By rupiah or grams (issue 23), the steps the amount buys become the lots sent.
  const sized = sizedQuantity(size, {
    config,
    direction,
    orderType: tradedOrderType(orderType),
    priceSen,
    rates: brokerRates ?? undefined,
  });
  const quantity = clampQuantity(config, sized?.quantity ?? rawQuantity, maxTenths);
  const quantityMg = quantityMgOf(config, quantity);
  // A sell's storage fee counts whole days held: a minute's clock is plenty.
  const nowMs = useNow(60_000);
  const figures = ticketFigures({
    config,
    direction,
    orderType: tradedOrderType(orderType),
    priceSen,
    quantityMg,
    rateIdrPerUsd: rate,
    lots: account.lots,
    nowMs,
    rates: brokerRates ?? undefined,
  });

  const chooseOrderType = (next: PlacedOrderType) => {
    setOrderType(next);
    if (readsLimitPrice(next) && limitPrice.text === '' && marketPriceSen !== null) {
      setLimitPrice(limitPriceText(marketPriceSen, language));
    }
  };

  const notAvailable =
    !account.mayOrder || !isOrderable(contract, direction, tradedOrderType(orderType));
  const reviewBlockedBy = notAvailable
    ? SPEC_TEXT.notAvailable
    : account.loading
      ? t('ticket.loadingAccount')
      : readsLimitPrice(orderType) && limitPriceSen === null
        ? t('ticket.limitPriceNeeded')
        : readsStopPrice(orderType) && stopPriceSen === null
          ? t('stop.priceNeeded')
          : null;

  const review = () => {
    const nowMs = Date.now();
    let expiry: number | null = null;
    if (hasValidity(orderType) && validity === 'GTD') {
      expiry = adjustedExpiryMs(expiryMs ?? earliestPickableMs(nowMs), nowMs);
      setExpiryMs(expiry);
    }
    const stopRefusal = readsStopPrice(orderType)
      ? stopPriceRefusal(direction, stopPriceSen, lastPriceSen, language)
      : null;
    const check = reviewOrderCheck({
      market: { isClosed: status?.is_closed ?? false, closeType: status?.close_type ?? 0 },
      contract: config,
      direction,
      orderType: tradedOrderType(orderType),
      totalSen: figures?.totalSen ?? 0n,
      availableTradeBalanceSen: account.availableTradeBalanceSen,
      quantityMg,
      availableTradeGoldMg: availableMg ?? 0n,
      limitPriceSen: readsLimitPrice(orderType) ? limitPriceSen : null,
      marketPriceSen: bandPriceSen(orderType, marketPriceSen, stopPriceSen),
    });
    const refusal = check.ok ? stopRefusal : check;
    if (refusal !== null) {
      setOverlay({ kind: 'sheet', message: checkText(refusal.code, refusal.params, language) });
      return;
    }
    if (figures === null) return;
    setOverlay({
      kind: 'review',
      snapshot: {
        contract,
        direction,
        orderType,
        quantity,
        figures,
        stopPriceSen: readsStopPrice(orderType) ? stopPriceSen : null,
        validity,
        expiryMs: expiry,
        clientOrderId: newClientOrderId(),
      },
    });
  };

  return (
    <TicketFrame
      docked={docked}
      title={t('ticket.title')}
      headerExtra={<span className="ticket-contract">{config.tradeTicketName}</span>}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="large"
      className={`trade-ticket ticket-${direction}`}
      describedBy={account.mayOrder ? undefined : noticeId}
      footer={
        <TicketActions
          direction={direction}
          blockedBy={reviewBlockedBy}
          onDepth={() => setOverlay({ kind: 'depth' })}
          onReview={review}
        />
      }
    >
      {account.mayOrder ? null : <CannotTradeNotice id={noticeId} viewer={viewer} />}
      {isPreOrder(contract) ? <p className="preorder-note">{SPEC_TEXT.preOrder}</p> : null}
      <div className="ticket-grid">
        <div className="ticket-inputs">
          <DirectionToggle direction={direction} onChange={setDirection} />
          <OrderTypeTabs orderType={orderType} onChange={chooseOrderType} panelId={panelId} />
          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={`${panelId}-${orderType}`}
            className="tab-panel"
          >
            <OrderSizeFields
              config={config}
              size={size}
              onSize={setSize}
              sized={sized}
              quantity={quantity}
              quantityMg={quantityMg}
              lotFields={
                <QuantityFields
                  config={config}
                  quantity={quantity}
                  maxTenths={maxTenths}
                  onChange={(next) => setQuantity(clampQuantity(config, next, maxTenths))}
                />
              }
            />
            {readsStopPrice(orderType) ? (
              <StopPriceField
                orderType={orderType}
                direction={direction}
                value={stopPrice}
                onChange={setStopPrice}
                priceSen={stopPriceSen}
                lastPriceSen={lastPriceSen}
              />
            ) : null}
            {readsLimitPrice(orderType) ? (
              <LimitPriceField
                config={config}
                value={limitPrice}
                onChange={setLimitPrice}
                priceSen={limitPriceSen}
                marketPriceSen={marketPriceSen}
              />
            ) : null}
            {hasValidity(orderType) ? (
              <>
                <ValidityFields
                  validity={validity}
                  onValidity={setValidity}
                  expiryMs={expiryMs}
                  onExpiry={setExpiryMs}
                />
              </>
            ) : null}
          </div>
          {account.hidden ? null : <BalanceSection balance={account.balance} />}
          {isSell && !account.hidden ? (
            <HoldingsSection
              config={config}
              holding={account.holding}
              gold={account.gold}
              availableMg={availableMg}
            />
          ) : null}
        </div>
        <FiguresList
          config={config}
          direction={direction}
          figures={figures}
          quantityMg={quantityMg}
        />
      </div>
      <TicketOverlay
        overlay={overlay}
        contract={contract}
        session={session}
        onDone={() => setOverlay(null)}
        onResult={onResult}
      />
    </TicketFrame>
  );
}
