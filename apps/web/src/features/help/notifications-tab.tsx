import type { Notice } from '@emas/api';
import { helpEndpoints } from '@emas/api/help';
import { NOTICES_PAGE_SIZE, noticeText } from '@emas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '../../components/pagination.tsx';
import { call } from '../../lib/endpoint-call.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { HELP_KEY, noticesQuery } from './help-calls.ts';
import { useHelpTranslation } from './use-help-translation.ts';

/** NOTIFICATION: the account's notices newest first, the unread ones marked, ten a page. */
export function NotificationsTab() {
  const { t } = useHelpTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const notices = useQuery({ ...noticesQuery(page), placeholderData: keepPreviousData });
  const markRead = useMutation({
    mutationFn: (noticeId: string | null) =>
      call(helpEndpoints.markNoticesRead, {
        body: noticeId === null ? {} : { notice_id: noticeId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [...HELP_KEY, 'notices'] }),
  });
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

function NoticeItem({
  notice,
  busy,
  onRead,
}: {
  notice: Notice;
  busy: boolean;
  onRead: () => void;
}) {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  const { title, body } = noticeText(notice.kind, notice.params, language);
  const unread = notice.read_at === null;
  return (
    <li className={unread ? 'notice notice-unread' : 'notice'}>
      <div className="notice-head">
        {unread ? <span className="notice-dot" aria-hidden="true" /> : null}
        <h3 className="notice-title">
          {unread ? <span className="visually-hidden">{t('notices.unread')}: </span> : null}
          {title}
        </h3>
        <time className="notice-time" dateTime={notice.created_at}>
          {dateTimeText(notice.created_at, language)}
        </time>
      </div>
      <p className="notice-body">{body}</p>
      {unread ? (
        <button type="button" className="text-button" disabled={busy} onClick={onRead}>
          {t('notices.markRead')}
        </button>
      ) : null}
    </li>
  );
}
