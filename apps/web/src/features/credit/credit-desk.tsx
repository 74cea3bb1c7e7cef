import type { OperatorCreditRequest } from '@emas/api';
import { creditEndpoints } from '@emas/api/credit';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, HolderCell, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { useCreditDeskTranslation } from './credit-desk-messages.ts';
import { CreditLineForm } from './credit-line-form.tsx';

type Scope = 'pending' | 'all';

/** Credit requests to grant or refuse, and a form to set any holder's credit limit. */
export function CreditDesk() {
  const { t } = useCreditDeskTranslation();
  const [language] = useLanguage();
  const desk = useDecisionDesk(
    'credit',
    creditEndpoints.operatorRequests,
    'pending' as Scope,
    (status) => ({ status }),
  );
  const money = (text: string | null) => (text === null ? '-' : moneyText(text, 'idr', language));
  const approve = (row: OperatorCreditRequest) =>
    desk.decide(
      row,
      () =>
        operatorCall(creditEndpoints.approve, {
          params: { id: row.id },
          body: { credit_limit: null },
        }),
      t('credit.approved', { name: row.fullname }),
    );
  const columns: Column<OperatorCreditRequest>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dateTimeText(row.created_at, language) },
    { id: 'holder', header: t('desk.holder'), cell: (row) => <HolderCell {...row} /> },
    {
      id: 'current',
      header: t('credit.current'),
      align: 'end',
      cell: (row) => money(row.current_limit),
    },
    {
      id: 'asked',
      header: t('credit.asked'),
      align: 'end',
      cell: (row) => money(row.credit_limit),
    },
    { id: 'reason', header: t('desk.reason'), cell: (row) => row.reason },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) =>
        row.reject_reason === null
          ? t(`credit.states.${row.status}`)
          : `${t(`credit.states.${row.status}`)}: ${row.reject_reason}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <div className="operator-row-actions">
            {desk.buttons(row, t('credit.approve'), () => approve(row))}
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <DecisionDesk
        desk={desk}
        id="credit"
        heading={t('credit.heading')}
        intro={t('credit.intro')}
        scopes={[
          { value: 'pending', label: t('credit.scope.pending') },
          { value: 'all', label: t('desk.all') },
        ]}
        columns={columns}
        reject={{
          title: (row) => t('credit.rejectTitle', { name: row.fullname }),
          action: (row, reason) =>
            operatorCall(creditEndpoints.reject, { params: { id: row.id }, body: { reason } }),
          doneText: (row) => t('credit.rejected', { name: row.fullname }),
        }}
      />
      <CreditLineForm refreshKey={desk.refreshKey} />
    </>
  );
}
