import { useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { OrderResult } from './order-request.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

/** The cashback banner of a buy (spec 001 section 8), with the order's estimate when above 0. */
export function CashbackBanner({ cashbackSen }: { cashbackSen: bigint }) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  return (
    <aside className="cashback-banner" aria-label={t('result.cashbackTitle')}>
      <p>{t('result.cashbackBanner')}</p>
      {cashbackSen > 0n ? (
        <p className="cashback-estimate">
          {t('result.cashbackEstimate', { amount: rupiahText(cashbackSen, language) })}
        </p>
      ) : null}
    </aside>
  );
}

/** What a partial fill means, with OK. */
export function PartialFilledDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTradingTranslation();
  const textId = useId();
  return (
    <Modal
      title={t('result.partialTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="small"
      role="alertdialog"
      describedBy={textId}
      footer={
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          {SPEC_TEXT.ok}
        </button>
      }
    >
      <p id={textId}>{t('result.partialText')}</p>
    </Modal>
  );
}

type OrderResultDialogProps = { result: OrderResult; onClose: () => void };

/**
 * 'Order Sukses' (with the cashback banner on a buy, and the Partial Filled explanation on
 * offer after a partial fill) or 'Order Gagal' with the description the answer gave.
 */
export function OrderResultDialog({ result, onClose }: OrderResultDialogProps) {
  const { t } = useTradingTranslation();
  const descriptionId = useId();
  const [explaining, setExplaining] = useState(false);
  const success = result.kind === 'success';
  const outcomeText = (() => {
    if (result.kind !== 'success') return null;
    if (result.waitingStop === true) return t('stop.placed');
    if (result.outcome === 'partial') return t('result.partial');
    if (result.outcome === 'fill') return t('result.filled');
    return t('result.open');
  })();
  return (
    <Modal
      title={success ? SPEC_TEXT.orderSuccess : SPEC_TEXT.orderFailed}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="small"
      role="alertdialog"
      describedBy={descriptionId}
      className={`order-result ${success ? 'order-result-success' : 'order-result-failure'}`}
      footer={
        <>
          {result.kind === 'success' && result.outcome === 'partial' ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setExplaining(true)}
            >
              {t('result.partialButton')}
            </button>
          ) : null}
          <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
            {SPEC_TEXT.ok}
          </button>
        </>
      }
    >
      <span className="order-result-icon" aria-hidden="true">
        {success ? '✓' : '✕'}
      </span>
      {result.kind === 'success' ? (
        <div id={descriptionId}>
          <p>
            {t('result.placed', {
              direction: result.direction === 'buy' ? SPEC_TEXT.buy : SPEC_TEXT.sell,
              quantity: result.quantityText,
              contract: result.contractName,
            })}
          </p>
          <p>{outcomeText}</p>
        </div>
      ) : (
        <p id={descriptionId} className="order-result-description">
          {result.description}
        </p>
      )}
      {result.kind === 'success' && result.direction === 'buy' ? (
        <CashbackBanner cashbackSen={result.cashbackSen} />
      ) : null}
      {explaining ? <PartialFilledDialog onClose={() => setExplaining(false)} /> : null}
    </Modal>
  );
}
