import type { OperatorShipment } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DecisionDesk,
  HolderCell,
  operatorCall,
  ReasonDialog,
  useDecisionDesk,
} from '../operator/index.ts';
import { useShipmentsDeskTranslation } from './shipments-desk-messages.ts';

type Scope = 'open' | 'all';
/** Delivered: the last status, after which nothing moves. */
const DELIVERED = '009';
const CANCELLED = 'XXX';
/** Packed: the next step hands it to the postal service, with the receipt number. */
const PACKED = '004';
/** Handed to the postal service: from here on it can no longer be cancelled. */
const POSTED = '005';
const RECEIPT_LENGTH_MIN = 6;

type Prompt = { row: OperatorShipment; kind: 'receipt' | 'cancel' };

/** Bullion shipments: move each through the postal statuses to Delivered, or cancel it. */
export function ShipmentsDesk() {
  const { t } = useShipmentsDeskTranslation();
  const [language] = useLanguage();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const desk = useDecisionDesk(
    'shipments',
    operatorEndpoints.shipments,
    'open' as Scope,
    (status) => ({ status }),
  );
  const { busyId } = desk;
  const advance = (row: OperatorShipment, receipt: string | null) =>
    desk.decide(
      row,
      () =>
        operatorCall(operatorEndpoints.advanceShipment, {
          params: { id: row.id },
          body: { receipt_number: receipt },
        }),
      t('shipments.advanced', { id: row.transaction_id }),
    );
  const cancel = (row: OperatorShipment, reason: string) =>
    desk.decide(
      row,
      () =>
        operatorCall(operatorEndpoints.cancelShipment, {
          params: { id: row.id },
          body: { reason },
        }),
      t('shipments.cancelled', { id: row.transaction_id }),
    );
  const onPrompt = (text: string) => {
    if (prompt === null) return;
    setPrompt(null);
    if (prompt.kind === 'receipt') advance(prompt.row, text);
    else cancel(prompt.row, text);
  };
  const columns: Column<OperatorShipment>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dateTimeText(row.created_at, language) },
    { id: 'transaction', header: t('shipments.transaction'), cell: (row) => row.transaction_id },
    {
      id: 'holder',
      header: t('desk.holder'),
      cell: (row) => <HolderCell {...row} />,
    },
    {
      id: 'location',
      header: t('shipments.location'),
      cell: (row) => (
        <span className="operator-stack">
          <span>{row.location.city}</span>
          <small>{row.location.postcode}</small>
        </span>
      ),
    },
    { id: 'bars', header: t('shipments.bars'), align: 'end', cell: (row) => row.total_item },
    {
      id: 'weight',
      header: t('shipments.weight'),
      align: 'end',
      cell: (row) => numberText(row.total_weight, language),
    },
    {
      id: 'charges',
      header: t('shipments.charges'),
      align: 'end',
      cell: (row) => moneyText(row.total_charge, 'idr', language),
    },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) => (
        <span className="operator-stack">
          <span>{row.status_name}</span>
          <small>{row.status}</small>
        </span>
      ),
    },
    { id: 'receipt', header: t('shipments.receipt'), cell: (row) => row.receipt_number ?? '-' },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) => (
        <ShipmentActions row={row} busyId={busyId} onAdvance={advance} onPrompt={setPrompt} />
      ),
    },
  ];
  return (
    <DecisionDesk
      desk={desk}
      id="shipments"
      heading={t('shipments.heading')}
      intro={t('shipments.intro')}
      scopes={[
        { value: 'open', label: t('shipments.scope.open') },
        { value: 'all', label: t('desk.all') },
      ]}
      columns={columns}
    >
      {prompt === null ? null : (
        <ReasonDialog
          title={t(
            prompt.kind === 'receipt' ? 'shipments.dispatchTitle' : 'shipments.cancelTitle',
            {
              id: prompt.row.transaction_id,
            },
          )}
          {...(prompt.kind === 'receipt'
            ? { label: t('shipments.receipt'), lengthMin: RECEIPT_LENGTH_MIN }
            : {})}
          onConfirm={onPrompt}
          onClose={() => setPrompt(null)}
        />
      )}
    </DecisionDesk>
  );
}

type ShipmentActionsProps = {
  row: OperatorShipment;
  busyId: string | null;
  onAdvance: (row: OperatorShipment, receipt: string | null) => void;
  onPrompt: (prompt: Prompt) => void;
};

/** Next status (asking for the receipt number at dispatch) and, before dispatch, Cancel. */
function ShipmentActions({ row, busyId, onAdvance, onPrompt }: ShipmentActionsProps) {
  const { t } = useShipmentsDeskTranslation();
  if (row.status === DELIVERED || row.status === CANCELLED) return null;
  const dispatched = row.status >= POSTED;
  return (
    <div className="operator-row-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={busyId !== null}
        onClick={() =>
          row.status === PACKED ? onPrompt({ row, kind: 'receipt' }) : onAdvance(row, null)
        }
      >
        {busyId === row.id ? t('desk.busy') : t('shipments.advance')}
      </button>
      {dispatched ? null : (
        <button
          type="button"
          className="button button-secondary"
          disabled={busyId !== null}
          onClick={() => onPrompt({ row, kind: 'cancel' })}
        >
          {t('shipments.cancel')}
        </button>
      )}
    </div>
  );
}
