import { NOTICES_PAGE_SIZE } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '../../components/pagination.tsx';
import { NoticeItem, noticesQuery, useMarkNoticesRead } from '../notifications/index.ts';
import { useHelpTranslation } from './use-help-translation.ts';

/** NOTIFICATION: the account's notices newest first, the unread ones marked, ten a page. */
export function NotificationsTab() {
  const { t } = useHelpTranslation();
  const [page, setPage] = useState(0);
  const notices = useQuery({ ...noticesQuery(page), placeholderData: keepPreviousData });
  const markRead = useMarkNoticesRead();
  if (notices.status === 'pending') return <p className="help-muted">{t('notices.loading')}</p>;
  if (notices.status === 'error') {
    return (
      <div role="alert" className="help-failed">
        <p>{t('notices.failed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void notices.refetch()}
        >
          {t('notices.retry')}
        </button>
      </div>
    );
  }
  const { count, unread, body } = notices.data.data;
  const pageCount = Math.ceil(count / NOTICES_PAGE_SIZE);
  return (
    <div className="help-tab">
      <div className="help-toolbar">
        <h2 className="help-heading">{t('notices.heading')}</h2>
        <span className="help-unread-count" aria-live="polite">
          {t('notices.unreadCount', { count: unread })}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          {t('notices.markAllRead')}
        </button>
      </div>
      {body.length === 0 ? (
        <p className="help-empty">{t('notices.empty')}</p>
      ) : (
        <ol className="notice-list">
          {body.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              unreadLabel={t('notices.unread')}
              markReadLabel={t('notices.markRead')}
              busy={markRead.isPending}
              onRead={() => markRead.mutate(notice.id)}
            />
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
