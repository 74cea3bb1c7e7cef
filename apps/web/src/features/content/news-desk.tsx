import type { OperatorNewsItem, OperatorNewsRequest } from '@emas/api';
import { contentEndpoints } from '@emas/api/content';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, FormField } from '../../components/form-field.tsx';
import { DeskMessageLine, operatorCall, useDeskAction } from '../operator/index.ts';
import { useContentTranslation } from './translation.ts';

const calls = contentEndpoints;
const NEWS_KEY = ['operator', 'news'] as const;
const PAGE_SIZE = 50;

const EMPTY: OperatorNewsRequest = { title: '', link: '', description: '' };

/**
 * The News desk: the domestic feed's items, newest first; an operator adds one, edits or
 * deletes it. Each change is audited by the server and the list read again.
 */
export function NewsDesk() {
  const { t } = useContentTranslation();
  const list = useQuery({
    queryKey: NEWS_KEY,
    queryFn: ({ signal }) =>
      operatorCall(
        calls.operatorNews,
        { query: { offset: '0', limit: String(PAGE_SIZE) } },
        signal,
      ),
  });
  const { busyId, message, run } = useDeskAction(NEWS_KEY);
  const [editing, setEditing] = useState<OperatorNewsItem | null>(null);

  const save = (input: OperatorNewsRequest) =>
    editing === null
      ? run('new', () => operatorCall(calls.addNews, { body: input }), t('added'))
      : run(
          editing.id,
          () => operatorCall(calls.editNews, { params: { id: editing.id }, body: input }),
          t('saved'),
        ).then(() => setEditing(null));

  return (
    <section className="operator-card" aria-labelledby="news-desk-heading">
      <h1 id="news-desk-heading">{t('newsHeading')}</h1>
      <p className="operator-muted">{t('newsIntro')}</p>
      <NewsForm
        key={editing?.id ?? 'new'}
        initial={editing ?? EMPTY}
        editing={editing !== null}
        busy={busyId !== null}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
      <DeskMessageLine message={message} />
      <ul className="content-desk-list" aria-label={t('newsCaption')}>
        {(list.data?.data.body ?? []).map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong>
            <span className="operator-muted"> {new Date(item.pub_date).toLocaleString()}</span>
            <div className="operator-row-actions">
              <button type="button" className="button" onClick={() => setEditing(item)}>
                {t('edit')} <span className="visually-hidden">{item.title}</span>
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={busyId !== null}
                onClick={() =>
                  void run(
                    item.id,
                    () => operatorCall(calls.deleteNews, { params: { id: item.id } }),
                    t('deleted'),
                  )
                }
              >
                {t('delete')} <span className="visually-hidden">{item.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

type NewsFormProps = {
  initial: OperatorNewsRequest;
  editing: boolean;
  busy: boolean;
  onSave: (input: OperatorNewsRequest) => Promise<unknown>;
  onCancel: () => void;
};

function NewsForm({ initial, editing, busy, onSave, onCancel }: NewsFormProps) {
  const { t } = useContentTranslation();
  const [title, setTitle] = useState(initial.title);
  const [link, setLink] = useState(initial.link);
  const [description, setDescription] = useState(initial.description);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave({ title, link, description }).then(() => {
      if (!editing) {
        setTitle('');
        setLink('');
        setDescription('');
      }
    });
  };
  return (
    <form className="operator-form" onSubmit={submit}>
      <FormField
        label={t('title')}
        value={title}
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <FormField
        label={t('link')}
        type="url"
        value={link}
        required
        onChange={(e) => setLink(e.target.value)}
      />
      <Field label={t('description')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="operator-row-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {editing ? t('save') : t('add')}
        </button>
        {editing ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
