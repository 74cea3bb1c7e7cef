import type { Notice } from '@emas/api';
import { noticeText } from '@emas/domain';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../lib/i18n.ts';
import { dismissNoticeToast, useNoticeToasts } from './notice-toasts-store.ts';
import { useNotificationTranslation } from './translation.ts';
import './notifications.css';

/** How long a toast stays when the reader is not on it; the notice stays in the list anyway. */
export const TOAST_SHOWN_MS = 8_000;

/**
 * The toasts of notices pushed while the app is open, over the page's top right: a polite
 * status region that is always there, so a screen reader reads each new one without moving
 * the focus. Each hides after TOAST_SHOWN_MS unless the pointer or the focus is on it, and has
 * its own dismiss button; the notice stays unread in the bell's list either way.
 */
export function NoticeToasts() {
  const { t } = useNotificationTranslation();
  const toasts = useNoticeToasts();
  return (
    <div className="notice-toasts" role="status" aria-live="polite" aria-label={t('toasts.label')}>
      {toasts.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

function NoticeToast({ notice }: { notice: Notice }) {
  const { t } = useNotificationTranslation();
  const [language] = useLanguage();
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const held = pointerOn || focusIn;
  const { title, body } = noticeText(notice.kind, notice.params, language);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissNoticeToast(notice.id), TOAST_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [held, notice.id]);

  return (
    <div
      className="notice-toast"
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onFocus={() => setFocusIn(true)}
      onBlur={() => setFocusIn(false)}
    >
      <div className="notice-toast-text">
        <p className="notice-toast-title">{title}</p>
        <p className="notice-toast-body">{body}</p>
      </div>
      <button
        type="button"
        className="icon-button notice-toast-dismiss"
        aria-label={t('toasts.dismiss', { title })}
        onClick={() => dismissNoticeToast(notice.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
