import type { ShipmentRow } from '@emas/api';
import { bullionEndpoints as calls } from '@emas/api/bullion';
import { shipmentStatusName } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { getSession } from '../../lib/session.ts';
import { TRACK_PAGE_SIZE, bullionKeys } from './bullion-calls.ts';
import { ShipmentDetailDialog } from './shipment-detail-dialog.tsx';
import { useBullionTranslation } from './use-bullion-translation.ts';
import './bullion.css';

/**
 * The Track Bullion tab (spec 002, Track list): the caller's shipments, 10 a page, newest
 * first, each with its status ('On Process' or 'Delivered') and a DETAIL action. A failed list
 * stays quiet but for the table's own retry (spec 002 section 8: track failures are silent).
 */
/** The track list's page control: 3 numbers with ellipses (spec 002, pagination control). */
const TRACK_PAGINATION = { shownMax: 3, ellipses: true };

export function TrackBullionTab() {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const list = useQuery({
    ...endpointQuery(bullionKeys.shipments(page), calls.listWithdrawal, {
      query: { offset: String(page * TRACK_PAGE_SIZE), limit: String(TRACK_PAGE_SIZE) },
      body: { user_id: getSession()?.userId ?? '' },
    }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.body ?? [];
  const numberOf = (row: ShipmentRow) => page * TRACK_PAGE_SIZE + rows.indexOf(row) + 1;
  const columns: Column<ShipmentRow>[] = [
    { id: 'no', header: t('colNo'), cell: (row) => numberOf(row), align: 'end' },
    { id: 'receipt', header: t('colReceipt'), cell: (row) => row.receipt_number ?? '-' },
    { id: 'date', header: t('colDate'), cell: (row) => row.shipping_date },
    { id: 'quantity', header: t('colQuantity'), cell: (row) => row.total_item, align: 'end' },
    {
      id: 'weight',
      header: t('colWeight'),
      cell: (row) => numberText(row.total_weight, language),
      align: 'end',
    },
    {
      id: 'value',
      header: t('colValue'),
      cell: (row) => moneyText(row.value_goods, 'idr', language),
      align: 'end',
    },
    { id: 'status', header: t('colStatus'), cell: (row) => shipmentStatusName(row.status) },
    {
      id: 'action',
      header: t('colAction'),
      cell: (row) => (
        <button
          type="button"
          className="button button-secondary"
          aria-label={`${t('detail')} ${row.transaction_id}`}
          onClick={() => setOpen(row.transaction_id)}
        >
          {t('detail')}
        </button>
      ),
    },
  ];
  return (
    <section className="bullion-track">
      <DataTable
        caption={t('trackCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.transaction_id}
        status={list.status}
        onRetry={() => void list.refetch()}
        totalCount={list.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={TRACK_PAGE_SIZE}
        pagination={TRACK_PAGINATION}
      />
      {open === null ? null : (
        <ShipmentDetailDialog transactionId={open} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
