import { bullionEndpoints as calls } from '@emas/api/bullion';
import { shipmentStatusName } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { bullionKeys } from './bullion-calls.ts';
import { Row } from './detail-row.tsx';
import { ShipmentHistoryDialog } from './shipment-history-dialog.tsx';
import { useBullionTranslation } from './use-bullion-translation.ts';

const QR_SIZE_PX = 160;

/** A shipment's detail with a QR code of its transaction id, and the way to its history. */
export function ShipmentDetailDialog({
  transactionId,
  onClose,
}: {
  transactionId: string;
  onClose: () => void;
}) {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  const [historyOpen, setHistoryOpen] = useState(false);
  const detail = useQuery(
    endpointQuery(bullionKeys.detail(transactionId), calls.detailWithdrawal, {
      params: { transactionId },
    }),
  );
  const shipment = detail.data?.body;
  return (
    <Modal
      title={t('detailTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <button
          type="button"
          className="button button-primary"
          onClick={() => setHistoryOpen(true)}
        >
          {t('history')}
        </button>
      }
    >
      <div className="bullion-detail">
        <QRCodeSVG
          value={transactionId}
          size={QR_SIZE_PX}
          role="img"
          aria-label={t('qrLabel', { id: transactionId })}
        />
        {shipment === undefined ? null : (
          <dl className="bullion-facts">
            <Row term={t('transactionId')} value={shipment.transaction_id} />
            <Row term={t('receiptNumber')} value={shipment.receipt_number ?? '-'} />
            <Row term={t('shipmentDate')} value={shipment.shipping_date} />
            <Row
              term={t('location')}
              value={`${shipment.location.postcode} - ${shipment.location.address}`}
            />
            <Row term={t('quantity')} value={String(shipment.quantity)} />
            <Row term={t('weight')} value={numberText(shipment.weight, language)} />
            <Row term={t('valueGoods')} value={moneyText(shipment.valuegoods, 'idr', language)} />
            <Row
              term={t('totalCharges')}
              value={moneyText(shipment.total_charge, 'idr', language)}
            />
            <Row term={t('status')} value={shipmentStatusName(shipment.status)} />
          </dl>
        )}
      </div>
      {historyOpen && shipment !== undefined ? (
        <ShipmentHistoryDialog shipment={shipment} onClose={() => setHistoryOpen(false)} />
      ) : null}
    </Modal>
  );
}
