import type { MailboxMessage } from '@emas/api';
import { devEndpoints } from '@emas/api/dev';
import { OTP_LENGTH } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import './mailbox.css';
import { useDevTranslation } from './translation.ts';

/** As often as the spec's own polling; a tester waiting for an OTP sees it within 3 s. */
export const MAILBOX_POLL_MS = 3_000;
const OTP_PATTERN = new RegExp(`\\b\\d{${OTP_LENGTH}}\\b`);

const newestFirst = (messages: readonly MailboxMessage[]) =>
  [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** The first OTP-shaped code in a message, shown large so a tester can copy it. */
export const otpIn = (text: string): string | null => OTP_PATTERN.exec(text)?.[0] ?? null;

/**
 * /dev/mailbox, development only: every e-mail and SMS the platform sent (GET /v2/dev/mailbox),
 * newest first, so a tester can read an OTP without a real inbox or phone.
 */
export function MailboxPage() {
  const { t, i18n } = useDevTranslation();
  const mailbox = useQuery({
    ...endpointQuery(['dev-mailbox'], devEndpoints.mailbox, {}),
    refetchInterval: MAILBOX_POLL_MS,
  });
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  const updatedAt = mailbox.dataUpdatedAt
    ? new Date(mailbox.dataUpdatedAt).toLocaleTimeString(i18n.language)
    : null;

  return (
    <main className="mailbox">
      <header className="mailbox-header">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <div className="mailbox-actions">
          {updatedAt ? (
            <span className="mailbox-updated">{t('updated', { time: updatedAt })}</span>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            onClick={() => void mailbox.refetch()}
            disabled={mailbox.isFetching}
          >
            {mailbox.isFetching ? t('refreshing') : t('refresh')}
          </button>
          <Link to="/login">{t('backToLogin')}</Link>
        </div>
      </header>
      {mailbox.isError ? <p role="alert">{t('failed')}</p> : null}
      <MessageList messages={mailbox.data?.messages} />
    </main>
  );
}

function MessageList({ messages }: { messages: readonly MailboxMessage[] | undefined }) {
  const { t, i18n } = useDevTranslation();
  if (messages === undefined) return null;
  if (messages.length === 0) return <p>{t('empty')}</p>;
  return (
    <ol className="mailbox-list" aria-label={t('title')}>
      {newestFirst(messages).map((message) => {
        const otp = otpIn(message.text);
        return (
          <li key={message.id} className="mailbox-message">
            <article aria-labelledby={`message-${message.id}`}>
              <header>
                <span className={`mailbox-channel mailbox-${message.channel}`}>
                  {t(`channel.${message.channel}`)}
                </span>
                <h2 id={`message-${message.id}`}>
                  {message.subject || t(`channel.${message.channel}`)}
                </h2>
              </header>
              <p className="mailbox-meta">
                {t('to')}: {message.to} · {t('sentAt')}:{' '}
                <time dateTime={message.created_at}>
                  {new Date(message.created_at).toLocaleString(i18n.language)}
                </time>
              </p>
              {otp ? <p className="mailbox-otp">{otp}</p> : null}
              <pre className="mailbox-text">{message.text}</pre>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
