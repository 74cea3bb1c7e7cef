import type { DeviceSession, LoginAttempt } from '@emas/api';
import { authEndpoints } from '@emas/api/auth';
import { LOGIN_HISTORY_PAGE_SIZE, isFailedSignIn } from '@emas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { clearSession } from '../../lib/session.ts';
import {
  SESSIONS_KEY,
  deviceSessionsQuery,
  loginHistoryQuery,
  refusalText,
} from './security-calls.ts';
import { LoadFailed } from './load-failed.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsTranslation } from './translation.ts';

type Translate = ReturnType<typeof useSettingsTranslation>['t'];
type DeviceFields = Pick<DeviceSession, 'device' | 'browser'>;

/** "Chrome 131 di Windows", the system or the browser alone, or "unknown device". */
const deviceName = (fields: DeviceFields, t: Translate): string => {
  const { device, browser } = fields;
  if (device !== null && browser !== null)
    return t('security.sessions.onDevice', { browser, device });
  return device ?? browser ?? t('security.sessions.unknownDevice');
};

/**
 * SESSIONS (issue 23 item 7): the devices signed in now, each ended with a confirmation
 * (ending this one signs out), and the sign-ins of the last 90 days, failures included.
 */
export function SessionsTab() {
  const { t } = useSettingsTranslation();
  return (
    <div className="settings-tab security-tab">
      <SettingsSection id="sessions-heading" title={t('security.sessions.heading')}>
        <p>{t('security.sessions.intro')}</p>
        <LiveSessions />
      </SettingsSection>
      <SettingsSection id="history-heading" title={t('security.sessions.historyHeading')}>
        <LoginHistory />
      </SettingsSection>
    </div>
  );
}

function LiveSessions() {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sessions = useQuery(deviceSessionsQuery());
  const end = useMutation({
    mutationFn: (id: string) => call(authEndpoints.endSession, { params: { id } }),
    onSuccess: (answer) => {
      // This device's own session is over on the server: sign out here too.
      if (answer.current) return (clearSession(), navigate('/login', { replace: true }));
      void client.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
    onError: (error) =>
      void alert.show({
        type: 'error',
        title: t('security.sessions.end'),
        message: refusalText(error, language, t('security.failed')),
      }),
  });
  const askEnd = async (session: DeviceSession) => {
    const outcome = await alert.show({
      type: 'confirm',
      title: t('security.sessions.endQuestion', { device: deviceName(session, t) }),
      message: session.current
        ? t('security.sessions.endCurrentWarning')
        : t('security.sessions.endOtherWarning'),
      confirmText: t('security.sessions.end'),
      declineText: t('security.twoFactor.cancel'),
    });
    if (outcome === 'confirm') end.mutate(session.id);
  };

  if (sessions.status === 'pending')
    return <p className="security-muted">{t('security.loading')}</p>;
  if (sessions.status === 'error') return <LoadFailed onRetry={() => void sessions.refetch()} />;
  const list = sessions.data.data.body;
  if (list.length === 0) return <p className="security-muted">{t('security.sessions.empty')}</p>;
  return (
    <ul className="session-list">
      {list.map((session) => (
        <li key={session.id} className={session.current ? 'session session-current' : 'session'}>
          <div className="session-head">
            <h3 className="session-device">{deviceName(session, t)}</h3>
            {session.current ? (
              <span className="session-badge">{t('security.sessions.current')}</span>
            ) : null}
          </div>
          <p className="session-where">
            {t('security.sessions.where', { ip: session.ip, city: session.city })}
          </p>
          <dl className="session-times">
            <div>
              <dt>{t('security.sessions.started')}</dt>
              <dd>
                <time dateTime={session.started_at}>
                  {dateTimeText(session.started_at, language)}
                </time>
              </dd>
            </div>
            <div>
              <dt>{t('security.sessions.lastSeen')}</dt>
              <dd>
                <time dateTime={session.last_seen_at}>
                  {dateTimeText(session.last_seen_at, language)}
                </time>
              </dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button-secondary session-end"
            disabled={end.isPending}
            aria-label={t('security.sessions.endNamed', { device: deviceName(session, t) })}
            onClick={() => void askEnd(session)}
          >
            {t('security.sessions.end')}
          </button>
        </li>
      ))}
    </ul>
  );
}

function LoginHistory() {
  const { t } = useSettingsTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(0);
  const history = useQuery({ ...loginHistoryQuery(page), placeholderData: keepPreviousData });
  const columns: Column<LoginAttempt>[] = [
    {
      id: 'at',
      header: t('security.sessions.at'),
      cell: (row) => <time dateTime={row.at}>{dateTimeText(row.at, language)}</time>,
    },
    {
      id: 'outcome',
      header: t('security.sessions.outcome'),
      cell: (row) => (
        <span className={isFailedSignIn(row.outcome) ? 'login-failed' : 'login-succeeded'}>
          {t(`security.outcomes.${row.outcome}`)}
        </span>
      ),
    },
    { id: 'device', header: t('security.sessions.device'), cell: (row) => deviceName(row, t) },
    { id: 'ip', header: t('security.sessions.ip'), cell: (row) => row.ip },
    { id: 'city', header: t('security.sessions.city'), cell: (row) => row.city || '-' },
  ];
  return (
    <DataTable
      caption={t('security.sessions.historyCaption')}
      columns={columns}
      rows={history.data?.data.body ?? []}
      rowKey={(row) => row.id}
      status={history.status}
      onRetry={() => void history.refetch()}
      totalCount={history.data?.data.count ?? 0}
      page={page}
      onPageChange={setPage}
      pageSize={LOGIN_HISTORY_PAGE_SIZE}
    />
  );
}
