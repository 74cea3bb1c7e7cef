import type { RecurringBuy } from '@emas/api';
import { recurringBuyEndpoints } from '@emas/api/recurring-buys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAlert } from '../../components/alert-dialog.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { failureAlert } from '../../lib/failure-alert.ts';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { RECURRING_BUYS_KEY } from './recurring-buys-calls.ts';
import { RunHistory } from './run-history.tsx';
import { contractName, marketDayText, runSummary, whenText } from './schedule-text.ts';
import { useRecurringBuysTranslation } from './use-recurring-buys-translation.ts';

type Change = 'pause' | 'resume' | 'cancel';

const CALLS = {
  pause: recurringBuyEndpoints.pause,
  resume: recurringBuyEndpoints.resume,
  cancel: recurringBuyEndpoints.cancel,
} as const;

/** Pause, resume or cancel a schedule, each after the holder confirms it. */
function useScheduleChange(schedule: RecurringBuy, name: string) {
  const { t } = useRecurringBuysTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (kind: Change) => call(CALLS[kind], { params: { id: schedule.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: RECURRING_BUYS_KEY }),
  });
  return {
    busy: change.isPending,
    run: async (kind: Change) => {
      const asked = await alert.show({
        type: 'confirm',
        title: t(`actions.${kind}Question`, { name }),
        message: t(`actions.${kind}Message`),
        confirmText: t(`actions.${kind}`),
      });
      if (asked !== 'confirm') return;
      try {
        await change.mutateAsync(kind);
        await alert.show({ type: 'success', title: t(`actions.done.${kind}`) });
      } catch (error) {
        await alert.show({ type: 'error', ...failureAlert(error, t, language) });
      }
    },
  };
}

/** One schedule: what and when it buys, its next and last buys, its actions and history. */
export function ScheduleCard({ schedule }: { schedule: RecurringBuy }) {
  const { t } = useRecurringBuysTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const titleId = useId();
  const historyId = useId();
  const [historyShown, setHistoryShown] = useState(false);
  const name = contractName(schedule.contract_id);
  const change = useScheduleChange(schedule, name);
  const last = schedule.last_runs[0];
  const live = schedule.status !== 'cancelled';
  return (
    <article className="recurring-card recurring-schedule" aria-labelledby={titleId}>
      <header className="recurring-schedule-head">
        <h3 id={titleId}>{name}</h3>
        <span className={`recurring-status recurring-status-${schedule.status}`}>
          {t(`list.status.${schedule.status}`)}
        </span>
      </header>
      <p className="recurring-when">{whenText(schedule, t)}</p>
      <dl className="recurring-figures">
        <div>
          <dt>{t('list.amount')}</dt>
          <dd>{moneyText(schedule.amount_idr, 'idr', language)}</dd>
        </div>
        <div>
          <dt>{t('list.next')}</dt>
          <dd>
            {schedule.next_run_at === null
              ? t('list.noNext')
              : `${dateTimeText(schedule.next_run_at, language)} WIB`}
          </dd>
        </div>
        <div>
          <dt>{t('list.last')}</dt>
          <dd>
            {last === undefined
              ? t('list.noRuns')
              : `${marketDayText(last, language)} · ${runSummary(last, t, language, currency)}`}
          </dd>
        </div>
      </dl>
      <div className="recurring-actions" role="group" aria-label={t('actions.label', { name })}>
        {schedule.status === 'active' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={change.busy}
            onClick={() => void change.run('pause')}
          >
            {t('actions.pause')}
          </button>
        ) : null}
        {schedule.status === 'paused' ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={change.busy}
            onClick={() => void change.run('resume')}
          >
            {t('actions.resume')}
          </button>
        ) : null}
        {live ? (
          <button
            type="button"
            className="button button-secondary recurring-cancel"
            disabled={change.busy}
            onClick={() => void change.run('cancel')}
          >
            {t('actions.cancel')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={historyShown}
          aria-controls={historyId}
          onClick={() => setHistoryShown((shown) => !shown)}
        >
          {t('history.show')}
        </button>
      </div>
      <div id={historyId} hidden={!historyShown}>
        {historyShown ? <RunHistory scheduleId={schedule.id} name={name} /> : null}
      </div>
    </article>
  );
}
