import type { OperatorAction } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { Desk } from './desk.tsx';
import { useOperatorTranslation } from './translation.ts';
import { useOperatorPage } from './use-operator-page.ts';

/** The audit log: every operator action, newest first. */
export function ActionsPage() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const { query, page, setPage } = useOperatorPage('actions', operatorEndpoints.actions, {});
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
    <Desk
      id="actions"
      heading={t('actions.heading')}
      intro={t('actions.intro')}
      caption={t('actions.caption')}
      list={{ query, page, setPage }}
      columns={columns}
    />
  );
}
