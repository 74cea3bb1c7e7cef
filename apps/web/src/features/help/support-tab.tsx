import type { SupportRequest } from '@emas/api';
import { helpEndpoints } from '@emas/api/help';
import {
  SUPPORT_MESSAGE_CHARS_MAX,
  SUPPORT_TOPICS,
  SUPPORT_TOPIC_LABELS,
  type SupportTopic,
  checkSupportMessage,
  errorMessages,
} from '@emas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';
import { dateTimeText } from '../../lib/figure-text.ts';
import { type Language, useLanguage } from '../../lib/i18n.ts';
import { openChat } from '../chat/index.ts';
import { HELP_KEY, supportRequestsQuery } from './help-calls.ts';
import { useHelpTranslation } from './use-help-translation.ts';

type Outcome = { kind: 'sent' } | { kind: 'failed'; text: string } | null;

/** The server's refusal in the chosen language, or a plain failure. */
const refusalText = (error: unknown, language: Language, fallback: string): string => {
  if (error instanceof ApiError && error.body !== null) {
    return language === 'id' ? error.body.err_message_id : error.body.err_message;
  }
  return fallback;
};

/** SUPPORT REQUEST: a topic and a message to customer service, the requests sent, and the chat. */
export function SupportTab() {
  const { t } = useHelpTranslation();
  return (
    <div className="help-tab support-tab">
      <section aria-labelledby="support-heading" className="support-form-card">
        <h2 id="support-heading" className="help-heading">
          {t('support.heading')}
        </h2>
        <p className="help-muted">{t('support.intro')}</p>
        <SupportForm />
        <div className="support-chat">
          <p className="help-muted">{t('support.chatNote')}</p>
          <button type="button" className="button button-secondary" onClick={openChat}>
            CHAT WITH CUSTOMER SERVICE
          </button>
        </div>
      </section>
      <SupportHistory />
    </div>
  );
}

function SupportForm() {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  const client = useQueryClient();
  const [topic, setTopic] = useState<SupportTopic>('general');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = useMutation({
    mutationFn: (body: { topic: SupportTopic; message: string }) =>
      call(helpEndpoints.sendSupportRequest, { body }),
    onSuccess: () => {
      setMessage('');
      setOutcome({ kind: 'sent' });
      void client.invalidateQueries({ queryKey: [...HELP_KEY, 'support-requests'] });
    },
    onError: (failure) =>
      setOutcome({ kind: 'failed', text: refusalText(failure, language, t('support.failed')) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = checkSupportMessage(message);
    if (!checked.ok) {
      setError(errorMessages(checked.code, checked.params)[language]);
      return;
    }
    setError(undefined);
    send.mutate({ topic, message: checked.value });
  };
  return (
    <form className="support-form" onSubmit={submit} noValidate>
      <Field label={t('support.topic')}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={topic}
            onChange={(event) => setTopic(event.target.value as SupportTopic)}
          >
            {SUPPORT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {SUPPORT_TOPIC_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('support.message')} error={error}>
        {(control) => (
          <textarea
            {...control}
            className="field-input support-message"
            rows={6}
            required
            maxLength={SUPPORT_MESSAGE_CHARS_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <p className="support-counter help-muted">
        {t('support.counter', { count: [...message].length, max: SUPPORT_MESSAGE_CHARS_MAX })}
      </p>
      <button type="submit" className="button button-primary" disabled={send.isPending}>
        {send.isPending ? t('support.sending') : 'SEND REQUEST'}
      </button>
      {outcome?.kind === 'sent' ? (
        <p role="status" className="help-done">
          {t('support.sent')}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="help-failed">
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}

function SupportHistory() {
  const { t } = useHelpTranslation();
  const requests = useQuery(supportRequestsQuery());
  const body = requests.data?.data.body ?? [];
  return (
    <section aria-labelledby="support-history" className="support-history">
      <h2 id="support-history" className="help-heading">
        {t('support.history')}
      </h2>
      {requests.status === 'success' && body.length === 0 ? (
        <p className="help-empty">{t('support.none')}</p>
      ) : (
        <ol className="support-list">
          {body.map((request) => (
            <SupportItem key={request.id} request={request} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SupportItem({ request }: { request: SupportRequest }) {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  return (
    <li className="support-item">
      <div className="notice-head">
        <h3 className="notice-title">{SUPPORT_TOPIC_LABELS[request.topic]}</h3>
        <span className={`support-state support-state-${request.state}`}>
          {t(`support.${request.state}`)}
        </span>
      </div>
      <p className="help-muted">
        {t('support.sentAt', { time: dateTimeText(request.created_at, language) })}
      </p>
      <p className="support-text">{request.message}</p>
      {request.answer === null ? null : (
        <div className="support-answer">
          <strong>{t('support.answer')}</strong>
          <p className="support-text">{request.answer}</p>
        </div>
      )}
    </li>
  );
}
