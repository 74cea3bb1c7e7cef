import type { ScreeningHit } from '@emas/api';
import { screeningEndpoints as calls } from '@emas/api/screening';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, ReasonDialog, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { ListImport } from './list-import.tsx';
import { useScreeningTranslation } from './messages.ts';

type Scope = 'pending' | 'all';
type Translate = ReturnType<typeof useScreeningTranslation>['t'];

function PersonCell({ hit, t }: { hit: ScreeningHit; t: Translate }) {
  const born = hit.subject_birth_date;
  return (
    <span className="operator-stack">
      <span>{hit.subject_name}</span>
      <small>{hit.subject_hin ?? t('hits.applicant')}</small>
      <small>{born === null ? t('hits.bornUnknown') : t('hits.born', { date: born })}</small>
      {hit.locked_account ? <small>{t('hits.locked')}</small> : null}
    </span>
  );
}

function ListedCell({ hit, t }: { hit: ScreeningHit; t: Translate }) {
  const { entry } = hit;
  const aliases = entry.names.filter((name) => name !== entry.name);
  const details = Object.entries(entry.details).filter(([key]) => key !== 'type');
  return (
    <span className="operator-stack">
      <span>{entry.name}</span>
      <small>
        {t(`lists.kinds.${hit.list_kind}`)} · {entry.reference}
      </small>
      {aliases.length > 0 ? (
        <small>{t('hits.aliases', { names: aliases.join('; ') })}</small>
      ) : null}
      <small>
        {entry.birth_dates.length === 0
          ? t('hits.bornUnknown')
          : t('hits.born', { date: entry.birth_dates.join(', ') })}
      </small>
      {details.map(([key, value]) => (
        <small key={key}>{value}</small>
      ))}
    </span>
  );
}

/**
 * The Screening desk (compliance): the lists and their imports, and the hits with the person
 * and the listed record side by side, each decided with a reason: not the same person (clears
 * and unlocks), or a match (stays locked).
 */
export function ScreeningDesk() {
  const { t } = useScreeningTranslation();
  const [language] = useLanguage();
  const desk = useDecisionDesk('screening-hits', calls.hits, 'pending' as Scope, (status) => ({
    status,
  }));
  const [clearing, setClearing] = useState<ScreeningHit | null>(null);
  const columns: Column<ScreeningHit>[] = [
    {
      id: 'date',
      header: t('desk.date'),
      cell: (row) => dateTimeText(new Date(row.created_at).toISOString(), language),
    },
    { id: 'person', header: t('hits.person'), cell: (row) => <PersonCell hit={row} t={t} /> },
    { id: 'listed', header: t('hits.listed'), cell: (row) => <ListedCell hit={row} t={t} /> },
    {
      id: 'score',
      header: t('hits.score'),
      align: 'end',
      cell: (row) => numberText(row.score, language),
    },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) =>
        row.decision_note === null
          ? t(`hits.states.${row.status}`)
          : `${t(`hits.states.${row.status}`)}: ${row.decision_note}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <div className="operator-row-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={desk.busyId !== null}
              onClick={() => setClearing(row)}
            >
              {desk.busyId === row.id ? t('desk.busy') : t('hits.clear')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={desk.busyId !== null}
              onClick={() => desk.setRejecting(row)}
            >
              {t('hits.confirm')}
            </button>
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <DecisionDesk
        desk={desk}
        id="screening"
        heading={t('hits.heading')}
        intro={t('hits.intro')}
        scopes={[
          { value: 'pending', label: t('hits.scope.pending') },
          { value: 'all', label: t('desk.all') },
        ]}
        columns={columns}
        reject={{
          title: (row) => t('hits.confirmTitle', { name: row.subject_name }),
          action: (row, reason) =>
            operatorCall(calls.confirmHit, { params: { id: row.id }, body: { reason } }),
          doneText: (row) => t('hits.confirmed', { name: row.subject_name }),
        }}
      >
        {clearing === null ? null : (
          <ReasonDialog
            title={t('hits.clearTitle', { name: clearing.subject_name })}
            onConfirm={(reason) => {
              setClearing(null);
              desk.decide(
                clearing,
                () =>
                  operatorCall(calls.clearHit, { params: { id: clearing.id }, body: { reason } }),
                t('hits.cleared', { name: clearing.subject_name }),
              );
            }}
            onClose={() => setClearing(null)}
          />
        )}
      </DecisionDesk>
      <ListImport hitsKey={desk.refreshKey} />
    </>
  );
}
