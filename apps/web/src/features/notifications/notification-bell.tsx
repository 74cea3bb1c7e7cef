import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { usePopover } from '../../lib/use-popover.ts';
import { Link } from 'react-router';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import { noticesQuery, useMarkNoticesRead } from './notice-calls.ts';
import { NoticeItem } from './notice-item.tsx';
import { useNotificationTranslation } from './translation.ts';
import './notifications.css';

const BELL_ICON = 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0';
/** Past this the badge says 99+; the description still says the whole count. */
const BADGE_COUNT_MAX = 99;
/** Where the whole list lives (Help › NOTIFICATION). */
export const ALL_NOTICES_PATH = '/help?tab=notification';

/**
 * The top bar's bell: its name is "Notifikasi" / "Notifications", and the unread count is a
 * badge the button is described by. It opens a panel of the newest notices (read one, or all),
 * with links to the whole list and to price alerts. Esc or a click elsewhere closes it; Esc
 * gives the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useNotificationTranslation();
  const { open, setOpen, root, button } = usePopover();
  const panelId = useId();
  const countId = useId();
  const headingId = useId();
  const notices = useQuery(noticesQuery(0));
  const unread = notices.data?.data.unread ?? 0;

  return (
    <div className="notification-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('bell.name')}
        aria-describedby={unread > 0 ? countId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <StrokeIcon path={BELL_ICON} size={20} />
      </button>
      {/* Beside the button, not in it: the name stays "Notifikasi", the count describes it. */}
      {unread > 0 ? (
        <>
          <span className="bell-count" aria-hidden="true">
            {unread > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : unread}
          </span>
          <span id={countId} hidden>
            {t('bell.unread', { count: unread })}
          </span>
        </>
      ) : null}
      <section id={panelId} className="bell-panel" aria-labelledby={headingId} hidden={!open}>
        <BellPanel headingId={headingId} onLeave={() => setOpen(false)} />
      </section>
    </div>
  );
}

function BellPanel({ headingId, onLeave }: { headingId: string; onLeave: () => void }) {
  const { t } = useNotificationTranslation();
  const notices = useQuery(noticesQuery(0));
  const markRead = useMarkNoticesRead();
  const unread = notices.data?.data.unread ?? 0;
  return (
    <>
      <div className="bell-panel-head">
        <h2 id={headingId} className="bell-panel-heading">
          {t('panel.heading')}
        </h2>
        <button
          type="button"
          className="text-button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          {t('panel.markAllRead')}
        </button>
      </div>
      {notices.status === 'pending' ? (
        <p className="bell-panel-note">{t('panel.loading')}</p>
      ) : null}
      {notices.status === 'error' ? (
        <div role="alert" className="bell-panel-note">
          <p>{t('panel.failed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void notices.refetch()}
          >
            {t('panel.retry')}
          </button>
        </div>
      ) : null}
      {notices.status === 'success' && notices.data.data.body.length === 0 ? (
        <p className="bell-panel-note">{t('panel.empty')}</p>
      ) : null}
      {notices.status === 'success' && notices.data.data.body.length > 0 ? (
        <ol className="notice-list bell-list">
          {notices.data.data.body.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              unreadLabel={t('panel.unread')}
              markReadLabel={t('panel.markRead')}
              busy={markRead.isPending}
              onRead={() => markRead.mutate(notice.id)}
            />
          ))}
        </ol>
      ) : null}
      <div className="bell-panel-links">
        <Link to={ALL_NOTICES_PATH} onClick={onLeave}>
          {t('panel.all')}
        </Link>
        <Link to="/price-alerts" onClick={onLeave}>
          {t('panel.priceAlerts')}
        </Link>
      </div>
    </>
  );
}
