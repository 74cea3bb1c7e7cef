import type { OperatorSupportRequest } from '@emas/api';
import { helpEndpoints } from '@emas/api/help';
import {
  SUPPORT_ANSWER_CHARS_MAX,
  SUPPORT_TOPIC_LABELS,
  checkSupportAnswer,
  errorMessages,
} from '@emas/domain';
import { type FormEvent, useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { Field } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  Desk,
  DialogButtons,
  operatorCall,
  useDeskAction,
  useOperatorPage,
} from '../operator/index.ts';
import { useHelpTranslation } from './use-help-translation.ts';

type Scope = 'open' | 'answered' | 'all';

/** The console's Support desk: clients' requests, the open ones oldest first, and the answer. */
export function SupportDesk() {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  const [scope, setScope] = useState<Scope>('open');
  const [answering, setAnswering] = useState<OperatorSupportRequest | null>(null);
  const { query, page, setPage, refreshKey } = useOperatorPage(
    'support-requests',
    helpEndpoints.operatorSupportRequests,
    { state: scope },
  );
  const { busyId, message, run } = useDeskAction(refreshKey);
  const answer = (row: OperatorSupportRequest, text: string) => {
    setAnswering(null);
    void run(
      row.id,
      () =>
        operatorCall(helpEndpoints.answerSupportRequest, {
          params: { id: row.id },
          body: { answer: text },
        }),
      t('desk.done', { holder: row.fullname }),
    );
  };
  const columns: Column<OperatorSupportRequest>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dateTimeText(row.created_at, language) },
    {
      id: 'holder',
      header: t('desk.holder'),
      cell: (row) => (
        <span className="operator-stack">
          <span>{row.fullname}</span>
          <small>{row.hin ?? '-'}</small>
          <small>{row.email}</small>
        </span>
      ),
    },
    { id: 'topic', header: t('desk.topic'), cell: (row) => SUPPORT_TOPIC_LABELS[row.topic] },
    {
      id: 'message',
      header: t('desk.message'),
      cell: (row) => (
        <span className="operator-stack support-desk-text">
          <span>{row.message}</span>
          {row.answer === null ? null : (
            <small>
              {row.answer}
              {row.answered_by === null
                ? ''
                : ` (${t('desk.answeredBy', { name: row.answered_by })})`}
            </small>
          )}
        </span>
      ),
    },
    { id: 'status', header: t('desk.status'), cell: (row) => t(`desk.${row.state}`) },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.state === 'open' ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busyId !== null}
            aria-label={`${t('desk.answerButton')}: ${row.fullname}`}
            onClick={() => setAnswering(row)}
          >
            {t('desk.answerButton')}
          </button>
        ) : null,
    },
  ];
  return (
    <Desk
      id="support"
      heading={t('desk.heading')}
      intro={t('desk.intro')}
      scope={{
        value: scope,
        options: [
          { value: 'open', label: t('desk.open') },
          { value: 'answered', label: t('desk.answered') },
          { value: 'all', label: t('desk.all') },
        ],
        onChange: setScope,
      }}
      message={message}
      list={{ query, page, setPage }}
      columns={columns}
    >
      {answering === null ? null : (
        <AnswerDialog
          request={answering}
          onAnswer={(text) => answer(answering, text)}
          onClose={() => setAnswering(null)}
        />
      )}
    </Desk>
  );
}

type AnswerDialogProps = {
  request: OperatorSupportRequest;
  onAnswer: (text: string) => void;
  onClose: () => void;
};

function AnswerDialog({ request, onAnswer, onClose }: AnswerDialogProps) {
  const { t } = useHelpTranslation();
  const [language] = useLanguage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSupportAnswer(text);
    if (!checked.ok) {
      setError(errorMessages(checked.code, checked.params)[language]);
      return;
    }
    onAnswer(checked.value);
  };
  return (
    <Modal
      title={t('desk.answerTitle', { holder: request.fullname })}
      onClose={onClose}
      closeLabel={t('desk.cancel')}
    >
      <form className="support-answer-form" onSubmit={submit} noValidate>
        <blockquote className="support-desk-quote">{request.message}</blockquote>
        <Field label={t('desk.answerLabel')} error={error}>
          {(control) => (
            <textarea
              {...control}
              className="field-input"
              rows={6}
              maxLength={SUPPORT_ANSWER_CHARS_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <DialogButtons submit={t('desk.send')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
