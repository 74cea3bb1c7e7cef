import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { schedulesQuery } from './recurring-buys-calls.ts';
import { ScheduleCard } from './schedule-card.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import { useRecurringBuysTranslation } from './use-recurring-buys-translation.ts';
import './recurring-buys.css';

/**
 * /recurring-buys (nabung emas rutin, issue 23): a new schedule, and the client's schedules
 * with their next buy, their last one, pause, resume, cancel and each one's history.
 */
export function RecurringBuysPage() {
  const { t } = useRecurringBuysTranslation();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  return (
    <section className="recurring-page" aria-labelledby="recurring-title">
      <Breadcrumbs crumbs={[{ label: t('title') }]} />
      <h1 id="recurring-title">{t('title')}</h1>
      <p className="recurring-intro">{t('intro')}</p>
      <ScheduleForm />
      <ScheduleList />
    </section>
  );
}

function ScheduleList() {
  const { t } = useRecurringBuysTranslation();
  const schedules = useQuery(schedulesQuery());
  return (
    <section className="recurring-list" aria-labelledby="recurring-list-title">
      <h2 id="recurring-list-title">{t('list.heading')}</h2>
      {schedules.status === 'pending' ? (
        <p className="recurring-note" role="status">
          {t('list.loading')}
        </p>
      ) : schedules.status === 'error' ? (
        <div role="alert" className="recurring-failed">
          <p>{t('list.failed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void schedules.refetch()}
          >
            {t('list.retry')}
          </button>
        </div>
      ) : schedules.data.body.length === 0 ? (
        <p className="recurring-note">{t('list.empty')}</p>
      ) : (
        <div className="recurring-schedules">
          {schedules.data.body.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} />
          ))}
        </div>
      )}
    </section>
  );
}
