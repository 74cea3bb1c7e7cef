import { REVIEW_COUNTDOWN_MS, tradedOrderType } from '@emas/domain';
import { useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { jakartaDateTime } from './expiry-input.ts';
import { SellDisclaimer } from './order-fields.tsx';
import { orderFailureDescription } from './order-errors.ts';
import { addOrderRequest, type OrderResult, type ReviewSnapshot } from './order-request.ts';
import { placeOrder } from './queries.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { FiguresList } from './ticket-sections.tsx';
import { hasValidity } from './stop-order-model.ts';
import { StopHoldNote, stopSummaryRows } from './stop-order-views.tsx';
import { lotsDisplay, tenthsOf } from './ticket-model.ts';
import { ReviewPriceWarning, useReviewPriceWarning } from './review-price-warning.tsx';
import { useOrderCommand } from './use-order-command.ts';
import { useReviewQuote, type ReviewQuote } from './use-review-quote.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type ReviewOrderDialogProps = {
  snapshot: ReviewSnapshot;
  session: StoredSession;
  /** CHANGE, Esc or ×: back to the ticket. */
  onChange: () => void;
  onResult: (result: OrderResult) => void;
};

const SECOND_MS = 1_000;

function QuoteState({ quote }: { quote: ReviewQuote }) {
  const { t } = useTradingTranslation();
  if (quote.held) {
    return (
      <p className="field-hint">
        {t('review.quoteAfterDisclaimer', { seconds: REVIEW_COUNTDOWN_MS / SECOND_MS })}
      </p>
    );
  }
  if (quote.status === 'loading') {
    return (
      <p className="quote-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('review.loadingQuote')}
      </p>
    );
  }
  if (quote.remainingMs === null) return null;
  const seconds = Math.ceil(quote.remainingMs / SECOND_MS);
  const share = (quote.remainingMs / REVIEW_COUNTDOWN_MS) * 100;
  return (
    <div className="quote-countdown">
      <div
        className="countdown-bar"
        role="progressbar"
        aria-label={t('review.countdownLabel')}
        aria-valuemin={0}
        aria-valuemax={REVIEW_COUNTDOWN_MS / SECOND_MS}
        aria-valuenow={seconds}
        aria-valuetext={t('review.countdown', { seconds })}
      >
        <div className="countdown-fill" style={{ width: `${share}%` }} />
      </div>
      <p
        className={quote.expired ? 'field-warning' : 'field-hint'}
        role={quote.expired ? 'status' : undefined}
      >
        {quote.expired ? t('review.expired') : t('review.countdown', { seconds })}
      </p>
    </div>
  );
}

/**
 * Review Order (spec 001 sections 2 and 4): the summary with CHANGE and SUBMIT ORDER. A market
 * order's price holds for the 10-second countdown; a sell needs the disclaimer ticked, and a
 * market sell's countdown starts only then. A limit price far from the market is warned of,
 * not refused. Submit asks for confirmation, shows the loading alert, then reports the result
 * to the page.
 */
export function ReviewOrderDialog({
  snapshot,
  session,
  onChange,
  onResult,
}: ReviewOrderDialogProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const reasonId = useId();
  const warningId = useId();
  const { contract, direction, orderType, quantity, figures } = snapshot;
  // Only a market order trades at once: a stop is priced when it fires, so has no inquiry.
  const quote = useReviewQuote(
    orderType === 'market' ? 'market' : 'limit',
    direction,
    session.bankType,
  );
  const priceWarning = useReviewPriceWarning(snapshot);
  const [agreed, setAgreed] = useState(false);
  const command = useOrderCommand();
  const submitting = command.pending;
  const isSell = direction === 'sell';
  const quantityText = lotsDisplay(tenthsOf(quantity), language);

  const blockedBy = (() => {
    if (isSell && !agreed) return t('review.submitNeedsDisclaimer');
    if (orderType === 'market' && quote.status !== 'success') return t('review.submitNeedsQuote');
    if (orderType === 'market' && quote.expired) return t('review.expired');
    return null;
  })();
  const submitDescribedBy =
    [blockedBy === null ? null : reasonId, priceWarning === null ? null : warningId]
      .filter((id) => id !== null)
      .join(' ') || undefined;

  const agree = (checked: boolean) => {
    setAgreed(checked);
    if (checked) quote.start();
  };

  const close = () => {
    if (quote.status === 'loading') quote.reset();
    onChange();
  };

  const submit = () =>
    command.run({
      confirm: {
        title: t('review.confirmTitle'),
        message: t('review.confirmMessage', {
          direction: isSell ? SPEC_TEXT.sell : SPEC_TEXT.buy,
          quantity: quantityText,
          contract: contract.config.codeName,
          total: rupiahText(figures.totalSen, language),
        }),
        confirmText: t('review.confirmYes'),
      },
      loadingTitle: t('review.submitting'),
      send: () =>
        placeOrder(
          addOrderRequest(snapshot, session.userId),
          contract.config.contractType === 'kau',
        ),
      onSent: (placed) => {
        if (orderType === 'market' && placed.attributes.status === 'cancel') {
          onResult({ kind: 'failure', description: '' });
        } else {
          onResult({
            kind: 'success',
            direction,
            contractName: contract.config.codeName,
            quantityText,
            outcome: placed.outcome,
            cashbackSen: figures.cashbackSen,
            waitingStop: placed.attributes.stopStatus === 'waiting',
          });
        }
        return undefined;
      },
      onFailed: (error) => {
        onResult({
          kind: 'failure',
          description: orderFailureDescription(error, tradedOrderType(orderType)),
        });
        return undefined;
      },
    });

  const summary: [label: string, value: string][] = [
    [t('review.contract'), contract.config.tradeTicketName],
    [t('ticket.direction'), isSell ? SPEC_TEXT.sell : SPEC_TEXT.buy],
    [t('ticket.orderType'), t(`orderType.${orderType}`)],
    [t('review.quantity'), t('common.lots', { value: quantityText })],
    ...stopSummaryRows(snapshot, t, language),
  ];
  if (hasValidity(orderType)) {
    summary.push([
      t('ticket.validity'),
      snapshot.validity === 'GTC' ? SPEC_TEXT.untilCancel : SPEC_TEXT.forDateTime,
    ]);
    if (snapshot.validity === 'GTD' && snapshot.expiryMs !== null) {
      summary.push([t('review.expiry'), jakartaDateTime(snapshot.expiryMs)]);
    }
  }

  return (
    <Modal
      title={SPEC_TEXT.reviewOrder}
      onClose={close}
      closeLabel={t('common.close')}
      size="medium"
      dismissible={!submitting}
      className={`review-dialog review-${direction}`}
      footer={
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={submitting}
            onClick={close}
          >
            {SPEC_TEXT.change}
          </button>
          <button
            type="button"
            className={`button button-${direction}`}
            disabled={blockedBy !== null || submitting}
            aria-describedby={submitDescribedBy}
            title={blockedBy ?? undefined}
            onClick={() => void submit()}
          >
            {SPEC_TEXT.submitOrder}
          </button>
          {blockedBy === null ? null : (
            <span id={reasonId} className="submit-hint">
              {blockedBy}
            </span>
          )}
        </>
      }
    >
      {orderType === 'market' ? <QuoteState quote={quote} /> : null}
      {priceWarning === null ? null : (
        <ReviewPriceWarning id={warningId} warning={priceWarning} priceSen={figures.priceSen} />
      )}
      <StopHoldNote snapshot={snapshot} />
      {isSell ? <SellDisclaimer checked={agreed} onChange={agree} /> : null}
      <h3 className="visually-hidden">{t('review.summary')}</h3>
      <dl className="figure-list review-summary">
        {summary.map(([label, value]) => (
          <div key={label} className="figure-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FiguresList
        config={contract.config}
        direction={direction}
        figures={figures}
        quantityMg={figures.quantityMg}
      />
    </Modal>
  );
}
