import type { Order } from '@emas/api';
import { formatDecimal, TRADING_USD_DECIMALS } from '@emas/domain';
import { useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { Modal } from '../../components/modal.tsx';
import { decimalToMinor, dollarText, NO_FIGURE, rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useMarketStatus } from '../market/index.ts';
import { checkText } from './check-text.ts';
import type { TradingContract } from './contract-view.ts';
import { EditOrderForm } from './edit-order-form.tsx';
import { jakartaDateTime } from './expiry-input.ts';
import { serverErrMessage } from './order-errors.ts';
import { killOrder, useInventories, useOrderDetail, useRefreshAccount } from './queries.ts';
import { SPEC_TEXT } from './spec-texts.ts';
import { orderStatusText } from './stop-order-views.tsx';
import { lotsDisplay } from './ticket-model.ts';
import { useOrderCommand } from './use-order-command.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

type OrderDetailDialogProps = {
  orderId: string;
  session: StoredSession;
  contracts: readonly TradingContract[];
  onClose: () => void;
};

const SEN_SCALE = 2;
const HOLIDAY_CLOSE_TYPE = 2;

function OrderFields({
  order,
  contracts,
}: {
  order: Order;
  contracts: readonly TradingContract[];
}) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const a = order.attributes;
  const name = contracts.find((contract) => contract.config.contractId === a.contractId)?.config
    .tradeTicketName;
  const idr = (text: string | null) => {
    const sen = decimalToMinor(text, SEN_SCALE);
    return sen === null ? NO_FIGURE : rupiahText(sen, language);
  };
  const lots = (text: string) => {
    const tenths = decimalToMinor(text, 1);
    return tenths === null ? NO_FIGURE : lotsDisplay(tenths, language);
  };
  const usdMinor = decimalToMinor(a.paymentUsd, TRADING_USD_DECIMALS);
  const rateMinor = decimalToMinor(a.rate, SEN_SCALE);
  const expiryMs = a.expiryDate ? Date.parse(a.expiryDate) : Number.NaN;
  const rows: [key: string, value: string][] = [
    ['contractId', name ?? NO_FIGURE],
    ['direction', a.direction === 'buy' ? SPEC_TEXT.buy : SPEC_TEXT.sell],
    ['orderType', t(`orderType.${a.orderType}`)],
    // The ticket's own words for the validity the client chose, not the code behind them.
    ['validity', a.validity === 'GTC' ? SPEC_TEXT.untilCancel : SPEC_TEXT.forDateTime],
    ['expiryDate', Number.isFinite(expiryMs) ? jakartaDateTime(expiryMs) : NO_FIGURE],
    ['quantity', lots(a.quantity)],
    ['remaining', lots(a.remaining)],
    ...(a.stopPrice === null ? [] : [['stopPrice', idr(a.stopPrice)] as [string, string]]),
    ['limitPrice', idr(a.limitPrice)],
    ['rate', rateMinor === null ? NO_FIGURE : formatDecimal(rateMinor, SEN_SCALE, language)],
    ['fee', idr(a.fee)],
    ['tax', idr(a.tax)],
    ['fxBufferIdr', idr(a.fxBufferIdr)],
    ['paymentIdr', idr(a.paymentIdr)],
    [
      'paymentUsd',
      usdMinor === null ? NO_FIGURE : dollarText(usdMinor, TRADING_USD_DECIMALS, language),
    ],
    ['status', orderStatusText(a, t)],
  ];
  return (
    <dl className="figure-list order-fields">
      {rows.map(([key, value]) => (
        <div key={key} className={`figure-row detail-${key}`}>
          <dt>{t(`detail.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An open order's detail (spec 001 section 2), opened from the open-orders list, with EDIT and
 * KILL for an order still open. Inventories reload every 3 s while it is open.
 */
export function OrderDetailDialog({
  orderId,
  session,
  contracts,
  onClose,
}: OrderDetailDialogProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const command = useOrderCommand();
  const detail = useOrderDetail(session.userId, orderId);
  const status = useMarketStatus().data;
  const refresh = useRefreshAccount(session.userId);
  const [editing, setEditing] = useState(false);
  useInventories(session.userId);
  const order = detail.data;
  const contract = order
    ? contracts.find((entry) => entry.config.contractId === order.attributes.contractId)
    : undefined;
  const isOpen = order?.attributes.status === 'submit';

  const edit = () => {
    if (status?.is_closed) {
      void alert.show({
        type: 'warning',
        title: checkText(
          status.close_type === HOLIDAY_CLOSE_TYPE ? 'MarketHolidayClosed' : 'MarketClosed',
          undefined,
          language,
        ),
      });
      return;
    }
    setEditing(true);
  };

  const kill = () =>
    command.run({
      confirm: { title: SPEC_TEXT.killQuestion, message: SPEC_TEXT.killWarning },
      loadingTitle: t('common.loading'),
      send: () => killOrder(orderId, session.userId),
      onSent: () => {
        refresh();
        onClose();
        return { type: 'success', title: SPEC_TEXT.killedTitle, message: SPEC_TEXT.killedText };
      },
      onFailed: (error) => ({
        type: 'error',
        title: SPEC_TEXT.killFailedTitle,
        message: serverErrMessage(error) ?? SPEC_TEXT.killFailedText,
      }),
    });

  const body = (() => {
    if (detail.isPending)
      return (
        <p role="status" className="panel-note">
          {t('detail.loading')}
        </p>
      );
    if (detail.isError || !order) {
      return (
        <div role="alert" className="detail-error">
          <p className="detail-error-title">{SPEC_TEXT.detailFailed}</p>
          <p>{serverErrMessage(detail.error) ?? SPEC_TEXT.detailFallback}</p>
        </div>
      );
    }
    if (editing && contract) {
      return (
        <EditOrderForm
          order={order}
          contract={contract}
          session={session}
          onBack={() => setEditing(false)}
          onDone={() => {
            refresh();
            onClose();
          }}
        />
      );
    }
    return <OrderFields order={order} contracts={contracts} />;
  })();

  const actions =
    order && !editing ? (
      isOpen ? (
        <>
          <button type="button" className="button button-danger" onClick={() => void kill()}>
            {t('detail.kill')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={edit}
            disabled={!contract}
          >
            {t('detail.edit')}
          </button>
        </>
      ) : (
        <p className="field-hint">{t('detail.notOpen')}</p>
      )
    ) : undefined;

  return (
    <Modal
      title={editing ? t('edit.title') : t('detail.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="medium"
      className="order-detail"
      footer={actions}
    >
      {body}
    </Modal>
  );
}

/**
 * An order seen from above (an ib, fm or ccp opening a client's order in the reports): its
 * detail from the row already loaded, without EDIT or KILL, which only the order's owner has.
 */
export function OrderViewDialog({
  order,
  contracts,
  onClose,
}: {
  order: Order;
  contracts: readonly TradingContract[];
  onClose: () => void;
}) {
  const { t } = useTradingTranslation();
  return (
    <Modal
      title={t('detail.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="medium"
      className="order-detail"
      footer={<p className="field-hint">{t('detail.ownerOnly')}</p>}
    >
      <OrderFields order={order} contracts={contracts} />
    </Modal>
  );
}
