import type { TransactionReportItem } from '@emas/api';
import { transactionReportEndpoints as calls } from '@emas/api/transaction-reports';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, HolderCell, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { useTransactionReportsTranslation } from './messages.ts';
import { ReportExport } from './report-export.tsx';
import { ReviewDialog } from './review-dialog.tsx';

type Scope = 'open' | 'all';

/**
 * The Transaction reports desk (compliance): the daily report's items, each reviewed or
 * reported with a note, and a day's CSV for PPATK.
 */
export function TransactionReportsDesk() {
  const { t } = useTransactionReportsTranslation();
  const [language] = useLanguage();
  const desk = useDecisionDesk('transaction-reports', calls.items, 'open' as Scope, (status) => ({
    status,
  }));
  const money = (text: string) => moneyText(text, 'idr', language);
  const when = (ms: number) => dateTimeText(new Date(ms).toISOString(), language);
  const columns: Column<TransactionReportItem>[] = [
    { id: 'day', header: t('reports.day'), cell: (row) => row.day },
    { id: 'holder', header: t('desk.holder'), cell: (row) => <HolderCell {...row} /> },
    {
      id: 'finding',
      header: t('reports.finding'),
      cell: (row) => (
        <span className="operator-stack">
          <span>{t(`reports.findings.${row.kind}`)}</span>
          {row.movement_count > 0 ? (
            <small>{t('reports.withdrawals', { count: row.movement_count })}</small>
          ) : null}
          {row.from_at === null || row.to_at === null ? null : (
            <small>{t('reports.between', { from: when(row.from_at), to: when(row.to_at) })}</small>
          )}
        </span>
      ),
    },
    { id: 'in', header: t('reports.cashIn'), align: 'end', cell: (row) => money(row.cash_in) },
    { id: 'out', header: t('reports.cashOut'), align: 'end', cell: (row) => money(row.cash_out) },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) =>
        row.note === null
          ? t(`reports.states.${row.status}`)
          : `${t(`reports.states.${row.status}`)}: ${row.note}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.status === 'open' ? (
          <div className="operator-row-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={desk.busyId !== null}
              onClick={() => desk.setRejecting(row)}
            >
              {desk.busyId === row.id ? t('desk.busy') : t('reports.review')}
            </button>
          </div>
        ) : null,
    },
  ];
  const reviewing = desk.rejecting;
  return (
    <>
      <DecisionDesk
        desk={desk}
        id="transaction-reports"
        heading={t('reports.heading')}
        intro={t('reports.intro')}
        scopes={[
          { value: 'open', label: t('reports.scope.open') },
          { value: 'all', label: t('desk.all') },
        ]}
        columns={columns}
      >
        {reviewing === null ? null : (
          <ReviewDialog
            item={reviewing}
            onConfirm={(review) => {
              desk.setRejecting(null);
              desk.decide(
                reviewing,
                () => operatorCall(calls.review, { params: { id: reviewing.id }, body: review }),
                t('reports.done', { name: reviewing.fullname, day: reviewing.day }),
              );
            }}
            onClose={() => desk.setRejecting(null)}
          />
        )}
      </DecisionDesk>
      <ReportExport />
    </>
  );
}
