import type { Notice } from '@emas/api';
import { noticeText } from '@emas/domain';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';

type NoticeItemProps = {
  notice: Notice;
  /** Says "unread" to a screen reader before the title of an unread notice. */
  unreadLabel: string;
  markReadLabel: string;
  busy: boolean;
  onRead: () => void;
  /** The heading level of the title where the list sits. */
  headingLevel?: 2 | 3;
};

/**
 * One notice of a list (the bell's panel, Help › NOTIFICATION): its title and text in the
 * reader's language, when it came, and for an unread one a dot and the button that reads it.
 */
export function NoticeItem({
  notice,
  unreadLabel,
  markReadLabel,
  busy,
  onRead,
  headingLevel = 3,
}: NoticeItemProps) {
  const [language] = useLanguage();
  const { title, body } = noticeText(notice.kind, notice.params, language);
  const unread = notice.read_at === null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={unread ? 'notice notice-unread' : 'notice'}>
      <div className="notice-head">
        {unread ? <span className="notice-dot" aria-hidden="true" /> : null}
        <Heading className="notice-title">
          {unread ? <span className="visually-hidden">{unreadLabel}: </span> : null}
          {title}
        </Heading>
        <time className="notice-time" dateTime={notice.created_at}>
          {dateTimeText(notice.created_at, language)}
        </time>
      </div>
      <p className="notice-body">{body}</p>
      {unread ? (
        <button type="button" className="text-button" disabled={busy} onClick={onRead}>
          {markReadLabel}
        </button>
      ) : null}
    </li>
  );
}
