import type { ShipmentDetail } from '@emas/api';
import { bullionEndpoints as calls } from '@emas/api/bullion';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '../../components/modal.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { bullionKeys } from './bullion-calls.ts';
import { Row } from './detail-row.tsx';
import { useBullionTranslation } from './use-bullion-translation.ts';

/**
 * A shipment's history (spec 002, Track list): HIN, receipt number, shipment date, destination
 * (always '-'), quantity, weight, value goods, total charges, and its tracking events newest
 * first, each description's semicolon segments on their own lines. Before dispatch there is no
 * receipt number yet, and the transaction id stands in as the barcode.
 */
export function ShipmentHistoryDialog({
  shipment,
  onClose,
}: {
  shipment: ShipmentDetail;
  onClose: () => void;
}) {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  const barcode = shipment.receipt_number ?? shipment.transaction_id;
  const trace = useQuery({
    queryKey: bullionKeys.trace(barcode),
    queryFn: ({ signal }) => call(calls.traceAndTrack, { body: { barcode } }, signal),
  });
  const events = [...(trace.data?.data ?? [])].reverse();
  return (
    <Modal title={t('historyTitle')} onClose={onClose} closeLabel={t('close')} size="large">
      <dl className="bullion-facts">
        <Row term={t('hin')} value={shipment.hin ?? '-'} />
        <Row term={t('receiptNumber')} value={shipment.receipt_number ?? '-'} />
        <Row term={t('shipmentDate')} value={shipment.shipping_date} />
        <Row term={t('destination')} value="-" />
        <Row term={t('quantity')} value={String(shipment.quantity)} />
        <Row term={t('weight')} value={numberText(shipment.weight, language)} />
        <Row term={t('valueGoods')} value={moneyText(shipment.valuegoods, 'idr', language)} />
        <Row term={t('totalCharges')} value={moneyText(shipment.total_charge, 'idr', language)} />
      </dl>
      {events.length === 0 ? (
        <p className="bullion-hint">{t('noEvents')}</p>
      ) : (
        <ol className="bullion-timeline">
          {events.map((event) => (
            <li key={`${event.eventDate}-${event.eventName}`}>
              <p className="bullion-timeline-head">
                <strong>{event.eventName}</strong> <time>{event.eventDate}</time>
              </p>
              <p>{event.office}</p>
              {event.description.split(';').map((segment) => (
                <p key={segment} className="bullion-hint">
                  {segment.trim()}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
