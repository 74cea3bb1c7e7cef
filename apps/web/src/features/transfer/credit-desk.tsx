import type { OperatorCreditRequest } from '@emas/api';
import { creditEndpoints } from '@emas/api/credit';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DecisionButtons,
  Desk,
  HolderCell,
  operatorCall,
  ReasonDialog,
  useDeskAction,
  useOperatorPage,
} from '../operator/index.ts';
import { useCreditDeskTranslation } from './credit-desk-messages.ts';
import { CreditLineForm } from './credit-line-form.tsx';

type Scope = 'pending' | 'all';

/** Credit requests to grant or refuse, and a form to set any holder's credit limit. */
export function CreditDesk() {
  const { t } = useCreditDeskTranslation();
  const [language] = useLanguage();
  const [scope, setScope] = useState<Scope>('pending');
  const [rejecting, setRejecting] = useState<OperatorCreditRequest | null>(null);
  const { query, page, setPage, refreshKey } = useOperatorPage(
    'credit',
    creditEndpoints.operatorRequests,
    { status: scope },
  );
  const { busyId, message, run } = useDeskAction(refreshKey);
  const money = (text: string | null) => (text === null ? '-' : moneyText(text, 'idr', language));
  const approve = (row: OperatorCreditRequest) =>
    void run(
      row.id,
      () =>
        operatorCall(creditEndpoints.approve, {
          params: { id: row.id },
          body: { credit_limit: null },
        }),
      t('credit.approved', { name: row.fullname }),
    );
  const reject = (row: OperatorCreditRequest, reason: string) => {
    setRejecting(null);
    void run(
      row.id,
      () => operatorCall(creditEndpoints.reject, { params: { id: row.id }, body: { reason } }),
      t('credit.rejected', { name: row.fullname }),
    );
  };
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
            <DecisionButtons
              busyId={busyId}
              rowId={row.id}
              label={t('credit.approve')}
              onDecide={() => approve(row)}
              onReject={() => setRejecting(row)}
            />
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <Desk
        id="credit"
        heading={t('credit.heading')}
        intro={t('credit.intro')}
        scope={{
          value: scope,
          onChange: setScope,
          options: [
            { value: 'pending', label: t('credit.scope.pending') },
            { value: 'all', label: t('desk.all') },
          ],
        }}
        message={message}
        list={{ query, page, setPage }}
        columns={columns}
      >
        {rejecting === null ? null : (
          <ReasonDialog
            title={t('credit.rejectTitle', { name: rejecting.fullname })}
            onConfirm={(reason) => reject(rejecting, reason)}
            onClose={() => setRejecting(null)}
          />
        )}
      </Desk>
      <CreditLineForm refreshKey={refreshKey} />
    </>
  );
}
