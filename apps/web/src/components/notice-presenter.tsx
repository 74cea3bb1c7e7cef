import { signInErrors } from '@emas/domain';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissNotice,
  nextNotice,
  subscribeNotices,
  type AppNoticeKind,
} from '../lib/app-notices.ts';
import { toLanguage } from '../lib/i18n.ts';
import { useAlert, type AlertOptions } from './alert-dialog.tsx';

/** The spec's session texts (spec 000 section 8), shown as written in either language. */
export const SESSION_IDLE_EXPIRED_TEXT = 'Your session has expired';
export const SESSION_EXPIRED_TEXT = signInErrors.SessionExpired.en;

const alertFor = (
  kind: AppNoticeKind,
  language: 'id' | 'en',
  maintenanceTitle: string,
): AlertOptions => {
  switch (kind) {
    case 'session-idle-expired':
      return { type: 'warning', title: SESSION_IDLE_EXPIRED_TEXT };
    case 'session-expired':
      return { type: 'warning', title: SESSION_EXPIRED_TEXT };
    case 'maintenance':
      return {
        type: 'info',
        title: maintenanceTitle,
        message: signInErrors.Maintenance[language],
      };
  }
};

/** Shows, one after another, the notices raised outside React (session end, maintenance). */
export function NoticePresenter() {
  const alert = useAlert();
  const { t, i18n } = useTranslation('common');
  const notice = useSyncExternalStore(subscribeNotices, nextNotice, nextNotice);
  const shownId = useRef<number | null>(null);

  useEffect(() => {
    if (notice === null || shownId.current === notice.id) return;
    shownId.current = notice.id;
    const options = alertFor(notice.kind, toLanguage(i18n.language), t('notice.maintenanceTitle'));
    void alert.show(options).then(() => dismissNotice(notice.id));
  }, [notice, alert, i18n, t]);

  return null;
}
