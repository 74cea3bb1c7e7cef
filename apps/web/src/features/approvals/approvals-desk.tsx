import type { Approval } from '@emas/api/approvals';
import { approvalEndpoints } from '@emas/api/approvals';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { useApprovalsTranslation } from './messages.ts';

type Scope = 'waiting';

/**
 * What the first operator gave, beside the record: a holder, a reference, a reason. A credit
 * line's own ledger reference (`operator:…`) and the record itself are left out as noise.
 */
const detailsText = (row: Approval): string =>
  Object.values(row.details)
    .filter((value): value is string => typeof value === 'string')
    .filter((value) => value !== row.subject && !value.startsWith('operator:'))
    .join(' · ');

/**
 * The Approvals desk: money waiting for a second finance operator, oldest first, with who asked.
 * The operator who asked sees their own request without its approve button (the server refuses
 * it too).
 */
export function ApprovalsDesk() {
  const { t } = useApprovalsTranslation();
  const [language] = useLanguage();
  const desk = useDecisionDesk('approvals', approvalEndpoints.list, 'waiting' as Scope, () => ({}));
  const what = (row: Approval) => ({
    kind: t(`approvals.kinds.${row.kind}`),
    subject: row.subject,
  });
  const approve = (row: Approval) =>
    desk.decide(
      row,
      () => operatorCall(approvalEndpoints.approve, { params: { id: row.id } }),
      t('approvals.approved', what(row)),
    );
  const columns: Column<Approval>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dateTimeText(row.asked_at, language) },
    { id: 'kind', header: t('approvals.kind'), cell: (row) => t(`approvals.kinds.${row.kind}`) },
    { id: 'subject', header: t('approvals.subject'), cell: (row) => row.subject },
    {
      id: 'amount',
      header: t('approvals.amount'),
      align: 'end',
      cell: (row) => moneyText(row.amount_idr, 'idr', language),
    },
    { id: 'details', header: t('approvals.details'), cell: (row) => detailsText(row) || '-' },
    {
      id: 'asked-by',
      header: t('approvals.askedBy'),
      cell: (row) => (
        <span className="operator-stack">
          <span>{row.asked_by_name}</span>
          <small>{row.asked_by_email}</small>
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.asked_by_you ? (
          <small>{t('approvals.yours')}</small>
        ) : (
          <div className="operator-row-actions">
            {desk.buttons(row, t('approvals.approve'), () => approve(row))}
          </div>
        ),
    },
  ];
  return (
    <DecisionDesk
      desk={desk}
      id="approvals"
      heading={t('approvals.heading')}
      intro={t('approvals.intro')}
      scopes={[{ value: 'waiting', label: t('approvals.scope.waiting') }]}
      columns={columns}
      reject={{
        title: (row) => t('approvals.rejectTitle', what(row)),
        action: (row, reason) =>
          operatorCall(approvalEndpoints.reject, { params: { id: row.id }, body: { reason } }),
        doneText: (row) => t('approvals.rejected', what(row)),
      }}
    />
  );
}
