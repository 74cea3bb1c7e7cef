import type { Order } from '@emas/api';
import { availableTradeGoldMg, editOrderCheck, tradedOrderType } from '@emas/domain';
import { useId, useMemo, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { decimalToMinor } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { rateIdrPerUsd, useMarketStatus, useStreamRate } from '../market/index.ts';
import { useBalance } from '../shell/index.ts';
import { checkText } from './check-text.ts';
import type { TradingContract } from './contract-view.ts';
import { adjustedExpiryMs } from './expiry-input.ts';
import { serverErrMessage } from './order-errors.ts';
import {
  LimitPriceField,
  QuantityFields,
  SellDisclaimer,
  ValidityFields,
} from './order-fields.tsx';
import { editOrderRequest } from './order-request.ts';
import { editOrder, useContractGold, useInventories } from './queries.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { stopPriceRefusal, ticketPriceSen, useLastPriceSen } from './stop-order-model.ts';
import { StopPriceField } from './stop-price-field.tsx';
import {
  clampQuantity,
  inventoryLots,
  marketPriceFor,
  maxSellTenths,
  limitPriceText,
  parseLimitPrice,
  quantityMgOf,
  ticketFigures,
  type Quantity,
} from './ticket-model.ts';
import { FiguresList } from './ticket-sections.tsx';
import { useMarketQuote } from './use-market-quote.ts';
import { useOrderCommand } from './use-order-command.ts';
import { useTradingTranslation } from './use-trading-translation.ts';
import { useNow } from '../../components/use-now.ts';

type EditOrderFormProps = {
  order: Order;
  contract: TradingContract;
  session: StoredSession;
  onBack: () => void;
  /** The edit went through: the caller reloads and closes. */
  onDone: () => void;
};

const SEN_SCALE = 2;
const LOT_STEPS = 10n;

const quantityOfTenths = (tenths: bigint): Quantity => ({
  integer: Number(tenths / LOT_STEPS),
  decimal: Number(tenths % LOT_STEPS),
});

/**
 * Edit Order (spec 001 sections 4 and 5): quantity, limit price and a GTD expiry. The checks
 * run in the spec's order (`editOrderCheck`); a sell needs the disclaimer; then 'Are you sure
 * want to edit this order?' YES / NO and the PATCH.
 */
export function EditOrderForm({ order, contract, session, onBack, onDone }: EditOrderFormProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const reasonId = useId();
  const { config } = contract;
  const { attributes } = order;
  const direction = attributes.direction;
  const isSell = direction === 'sell';
  const remainingMg = decimalToMinor(attributes.remainingMg, 0) ?? 0n;
  const [rawQuantity, setQuantity] = useState<Quantity>(() =>
    quantityOfTenths(decimalToMinor(attributes.remaining, 1) ?? 0n),
  );
  const [limitPrice, setLimitPrice] = useState(() =>
    limitPriceText(decimalToMinor(attributes.limitPrice, SEN_SCALE), language),
  );
  // A stop waiting for its trigger edits its stop price too; only a stop-limit has a limit.
  const stopWaiting = attributes.stopStatus === 'waiting';
  const hasLimit = attributes.limitPrice !== null;
  const [stopPrice, setStopPrice] = useState(() =>
    limitPriceText(decimalToMinor(attributes.stopPrice, SEN_SCALE), language),
  );
  const initialExpiryMs = attributes.expiryDate ? Date.parse(attributes.expiryDate) : Number.NaN;
  const [expiryMs, setExpiryMs] = useState<number | null>(
    Number.isFinite(initialExpiryMs) ? initialExpiryMs : null,
  );
  const [agreed, setAgreed] = useState(false);
  const command = useOrderCommand();
  const busy = command.pending;

  const status = useMarketStatus().data;
  const quote = useMarketQuote(config.contractId, status);
  const rate = rateIdrPerUsd(useStreamRate().data);
  const balance = useBalance(session.userId);
  const gold = useContractGold(session.userId);
  const inventories = useInventories(session.userId);
  const freeMg = decimalToMinor(
    gold.data?.find((entry) => entry.contract_id === config.contractId)?.available_mg,
    0,
  );
  const availableMg = freeMg === null ? null : availableTradeGoldMg(session.level, freeMg);
  // A sell may keep the gold this order already holds: available plus its open quantity.
  const maxTenths =
    isSell && availableMg !== null ? maxSellTenths(config, availableMg + remainingMg) : null;
  const quantity = clampQuantity(config, rawQuantity, maxTenths);
  const quantityMg = quantityMgOf(config, quantity);
  const limitPriceSen = parseLimitPrice(limitPrice);
  const stopPriceSen = stopWaiting ? parseLimitPrice(stopPrice) : null;
  const lastPriceSen = useLastPriceSen(config.contractId, stopWaiting);
  const marketPriceSen = marketPriceFor(quote, direction);
  const lots = useMemo(
    () => inventoryLots(inventories.data, config.contractId),
    [inventories.data, config.contractId],
  );
  // A sell's storage fee counts whole days held: a minute's clock is plenty.
  const nowMs = useNow(60_000);
  const figures = ticketFigures({
    config,
    direction,
    orderType: stopWaiting ? tradedOrderType(attributes.orderType) : 'limit',
    priceSen: stopWaiting
      ? ticketPriceSen(attributes.orderType, {
          market: null,
          limit: limitPriceSen,
          stop: stopPriceSen,
        })
      : limitPriceSen,
    quantityMg,
    rateIdrPerUsd: rate,
    lots,
    nowMs,
  });
  const loading = isSell ? gold.data === undefined : balance.data === undefined;

  const submit = async () => {
    const expiry =
      attributes.validity === 'GTD' && expiryMs !== null
        ? adjustedExpiryMs(expiryMs, Date.now())
        : null;
    const check = editOrderCheck({
      contract: config,
      direction,
      totalSen: figures?.totalSen ?? 0n,
      availableTradeBalanceSen: decimalToMinor(balance.data?.available_trade_bal, SEN_SCALE) ?? 0n,
      quantityMg,
      availableTradeGoldMg: availableMg ?? 0n,
      limitPriceSen: hasLimit ? limitPriceSen : null,
      marketPriceSen: stopWaiting ? stopPriceSen : marketPriceSen,
      orderHeldMg: isSell ? remainingMg : 0n,
      orderHeldSen: isSell ? 0n : (decimalToMinor(attributes.paymentIdr, SEN_SCALE) ?? 0n),
    });
    const refusal = !check.ok
      ? check
      : stopWaiting
        ? stopPriceRefusal(direction, stopPriceSen, lastPriceSen, language)
        : null;
    if (refusal !== null) {
      await alert.show({
        type: 'error',
        title: t('edit.checkTitle'),
        message: checkText(refusal.code, refusal.params, language),
      });
      return;
    }
    if (figures === null) return;
    await command.run({
      confirm: {
        title: SPEC_TEXT.editQuestion,
        confirmText: SPEC_TEXT.yes,
        declineText: SPEC_TEXT.no,
      },
      loadingTitle: t('common.loading'),
      send: () =>
        editOrder(
          order.id,
          editOrderRequest(
            {
              direction,
              quantity,
              figures,
              expiryMs: expiry,
              limitPriceSen: hasLimit ? limitPriceSen : null,
              stopPriceSen,
            },
            session.userId,
          ),
        ),
      onSent: () => {
        onDone();
        return {
          type: 'success',
          title: SPEC_TEXT.edited,
          ...(isSell ? {} : { message: t('edit.cashback') }),
        };
      },
      onFailed: (error) => ({
        type: 'error',
        title: SPEC_TEXT.editFailed,
        ...(serverErrMessage(error) ? { message: serverErrMessage(error) ?? '' } : {}),
      }),
    });
  };

  const submitBlockedBy =
    hasLimit && limitPriceSen === null
      ? t('edit.limitPriceNeeded')
      : stopWaiting && stopPriceSen === null
        ? t('stop.editPriceNeeded')
        : isSell && !agreed
          ? t('review.submitNeedsDisclaimer')
          : null;

  return (
    <form
      className="edit-order"
      aria-label={t('edit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (submitBlockedBy === null && !busy) void submit();
      }}
    >
      {stopWaiting ? null : (
        <p className="field-warning edit-replace-warning">{t('edit.replaceWarning')}</p>
      )}
      <QuantityFields
        config={config}
        quantity={quantity}
        maxTenths={maxTenths}
        onChange={(next) => setQuantity(clampQuantity(config, next, maxTenths))}
      />
      {stopWaiting ? (
        <StopPriceField
          orderType={attributes.orderType}
          direction={direction}
          value={stopPrice}
          onChange={setStopPrice}
          priceSen={stopPriceSen}
          lastPriceSen={lastPriceSen}
        />
      ) : null}
      {hasLimit ? (
        <LimitPriceField
          config={config}
          value={limitPrice}
          onChange={setLimitPrice}
          priceSen={limitPriceSen}
          marketPriceSen={marketPriceSen}
        />
      ) : null}
      <ValidityFields
        validity={attributes.validity}
        onValidity={() => {}}
        expiryMs={expiryMs}
        onExpiry={setExpiryMs}
        validityFixed
      />
      <FiguresList
        config={config}
        direction={direction}
        figures={figures}
        quantityMg={quantityMg}
      />
      {isSell ? <SellDisclaimer checked={agreed} onChange={setAgreed} /> : null}
      {loading ? (
        <p role="status" className="field-hint">
          {t('ticket.loadingAccount')}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
          {t('edit.back')}
        </button>
        <button
          type="submit"
          className={`button button-${direction}`}
          disabled={submitBlockedBy !== null || busy || loading}
          title={submitBlockedBy ?? undefined}
          aria-describedby={submitBlockedBy === null ? undefined : reasonId}
        >
          {t('edit.submit')}
        </button>
        {submitBlockedBy === null ? null : (
          <span id={reasonId} className="submit-hint">
            {submitBlockedBy}
          </span>
        )}
      </div>
    </form>
  );
}
