import { apiEndpoints, type OperatorAction } from '@emas/api';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useOperatorTranslation } from './translation.ts';
import { useOperatorPage } from './use-operator-page.ts';

/** The audit log: every operator action, newest first. */
export function ActionsPage() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const { query, page, setPage } = useOperatorPage('actions', apiEndpoints.operator.actions, {});
  const columns: Column<OperatorAction>[] = [
    {
      id: 'when',
      header: t('actions.when'),
      cell: (row) => dateTimeText(row.created_at, language),
    },
    { id: 'who', header: t('actions.who'), cell: (row) => row.operator_name },
    { id: 'action', header: t('actions.action'), cell: (row) => <code>{row.action}</code> },
    { id: 'subject', header: t('actions.subject'), cell: (row) => row.subject },
    {
      id: 'detail',
      header: t('actions.detail'),
      cell: (row) => <code className="operator-detail">{row.detail}</code>,
    },
  ];
  return (
    <section className="operator-card" aria-labelledby="actions-heading">
      <h1 id="actions-heading">{t('actions.heading')}</h1>
      <p className="operator-muted">{t('actions.intro')}</p>
      <DataTable
        caption={t('actions.caption')}
        columns={columns}
        rows={query.data?.data.body ?? []}
        rowKey={(row) => row.id}
        status={query.status}
        onRetry={() => void query.refetch()}
        totalCount={query.data?.data.count ?? 0}
        page={page}
        onPageChange={setPage}
      />
    </section>
  );
}
