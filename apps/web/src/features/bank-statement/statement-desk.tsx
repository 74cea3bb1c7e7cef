import type { StatementLineView } from '@emas/api/bank-statement';
import { bankStatementEndpoints as calls } from '@emas/api/bank-statement';
import { useQueryClient } from '@tanstack/react-query';
import type { Column } from '../../components/data-table.tsx';
import { dayText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DecisionDesk,
  HolderCell,
  ReasonDialog,
  operatorCall,
  useDecisionDesk,
} from '../operator/index.ts';
import { useState } from 'react';
import { useStatementTranslation } from './messages.ts';
import { StatementUpload } from './statement-upload.tsx';
import './statement.css';

type Scope = 'unmatched' | 'all';
const HIN_LENGTH = 10;

/**
 * The statement desk: import the RPED account's statement, then settle the lines no HIN or
 * virtual account matched: credit each to the HIN a person found, or dismiss it with a reason.
 */
export function StatementDesk() {
  const { t } = useStatementTranslation();
  const [language] = useLanguage();
  const client = useQueryClient();
  const desk = useDecisionDesk(
    'statement-lines',
    calls.statementLines,
    'unmatched' as Scope,
    (state) => ({
      state,
    }),
  );
  const [assigning, setAssigning] = useState<StatementLineView | null>(null);
  const amount = (row: StatementLineView) => moneyText(row.amount_idr, 'idr', language);
  const columns: Column<StatementLineView>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dayText(row.date, language) },
    {
      id: 'description',
      header: t('statement.description'),
      cell: (row) => <span className="operator-detail">{row.description}</span>,
    },
    { id: 'reference', header: t('statement.reference'), cell: (row) => row.reference },
    { id: 'amount', header: t('statement.amount'), align: 'end', cell: amount },
    {
      id: 'holder',
      header: t('desk.holder'),
      cell: (row) =>
        row.hin === null ? '-' : <HolderCell fullname={row.fullname ?? ''} hin={row.hin} />,
    },
    {
      id: 'state',
      header: t('desk.status'),
      cell: (row) =>
        row.dismiss_reason === null
          ? t(`statement.states.${row.state}`)
          : `${t(`statement.states.${row.state}`)}: ${row.dismiss_reason}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.state === 'unmatched' ? (
          <div className="operator-row-actions">
            {desk.buttons(
              row,
              t('statement.assign'),
              () => setAssigning(row),
              t('statement.dismiss'),
            )}
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <StatementUpload
        onImported={() => void client.invalidateQueries({ queryKey: desk.refreshKey })}
      />
      <DecisionDesk
        desk={desk}
        id="statement-lines"
        heading={t('statement.linesHeading')}
        intro={t('statement.linesIntro')}
        scopes={[
          { value: 'unmatched', label: t('statement.scope.unmatched') },
          { value: 'all', label: t('desk.all') },
        ]}
        columns={columns}
        reject={{
          title: (row) => t('statement.dismissTitle', { reference: row.reference }),
          action: (row, reason) =>
            operatorCall(calls.dismissStatementLine, { params: { id: row.id }, body: { reason } }),
          doneText: (row) => t('statement.dismissed', { reference: row.reference }),
        }}
      >
        {assigning === null ? null : (
          <ReasonDialog
            title={t('statement.assignTitle', { amount: amount(assigning) })}
            label={t('statement.hin')}
            lengthMin={HIN_LENGTH}
            onClose={() => setAssigning(null)}
            onConfirm={(hin) => {
              const row = assigning;
              setAssigning(null);
              const upper = hin.toUpperCase();
              desk.decide(
                row,
                async () => {
                  const answer = await operatorCall(calls.assignStatementLine, {
                    params: { id: row.id },
                    body: { hin: upper },
                  });
                  // A large line waits for a second approver: the desk says so, not "credited".
                  const waiting = answer.data.state === 'awaiting_approval';
                  return waiting ? { status: 'awaiting_second_approval' } : answer;
                },
                t('statement.assigned', { reference: row.reference, hin: upper }),
              );
            }}
          />
        )}
      </DecisionDesk>
    </>
  );
}
