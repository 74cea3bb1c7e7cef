import { useEffect } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { useEWarrantTranslation } from './translation.ts';
import './e-warrant.css';

/**
 * An electronic warrant (EVW) of the account's gold, as spec 002's table lists it. No warrant
 * exists until certification is built, so the list is empty; the table and its columns are the
 * spec's, ready for the rows.
 */
type EWarrant = {
  id: string;
  hin: string;
  account: string;
  hub: string;
  product: string;
  availableForEvw: string;
  evwInProgress: string;
  requester: string;
  created: string;
  certified: string;
  cancelled: string;
  serialNumber: string;
  hallmark: string;
  warrantNumber: string;
};

/** The spec's column headers, word for word in both languages. */
const COLUMNS: readonly Column<EWarrant>[] = [
  { id: 'hin', header: 'HIN', cell: (row) => row.hin },
  { id: 'account', header: 'Account', cell: (row) => row.account },
  { id: 'hub', header: 'Hub', cell: (row) => row.hub },
  { id: 'product', header: 'Product', cell: (row) => row.product },
  {
    id: 'available',
    header: 'Available for EVW',
    cell: (row) => row.availableForEvw,
    align: 'end',
  },
  { id: 'in-progress', header: 'EVW in Progress', cell: (row) => row.evwInProgress, align: 'end' },
  { id: 'requester', header: 'Requester', cell: (row) => row.requester },
  { id: 'created', header: 'Created', cell: (row) => row.created },
  { id: 'certified', header: 'Certified', cell: (row) => row.certified },
  { id: 'cancelled', header: 'Cancelled', cell: (row) => row.cancelled },
  { id: 'serial', header: 'Serial Number', cell: (row) => row.serialNumber },
  { id: 'hallmark', header: 'Hallmark', cell: (row) => row.hallmark },
  { id: 'warrant', header: 'Warrant Number', cell: (row) => row.warrantNumber },
];

const NO_ROWS: readonly EWarrant[] = [];

/** /e-warrant (spec 002): the e-warrant list; a wide table scrolls inside its own box. */
export function EWarrantPage() {
  const { t } = useEWarrantTranslation();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  return (
    <section className="e-warrant-page" aria-labelledby="e-warrant-title">
      <h1 id="e-warrant-title">{t('title')}</h1>
      <p className="e-warrant-note">{t('note')}</p>
      <DataTable
        caption={t('caption')}
        columns={COLUMNS}
        rows={NO_ROWS}
        rowKey={(row) => row.id}
        status="success"
        onRetry={() => undefined}
        totalCount={0}
        page={0}
        onPageChange={() => undefined}
      />
    </section>
  );
}
