import type { ScreeningList, ScreeningListKind } from '@emas/api';
import { screeningEndpoints as calls } from '@emas/api/screening';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  type DeskMessage,
  DeskMessageLine,
  operatorCall,
  operatorErrorText,
  useOperatorSession,
} from '../operator/index.ts';
import { useScreeningTranslation } from './messages.ts';
import { uploadList } from './list-upload.ts';

const LISTS_KEY = ['operator', 'screening-lists'] as const;
const KINDS: readonly ScreeningListKind[] = ['un', 'dttot', 'pep'];

/** The lists with their last import, and the form that imports one; hits are read again after. */
export function ListImport({ hitsKey }: { hitsKey: readonly unknown[] }) {
  const { t } = useScreeningTranslation();
  const [language] = useLanguage();
  const session = useOperatorSession();
  const client = useQueryClient();
  const kindId = useId();
  const fileId = useId();
  const [kind, setKind] = useState<ScreeningListKind>('un');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const lists = useQuery({
    queryKey: LISTS_KEY,
    queryFn: ({ signal }) => operatorCall(calls.lists, {}, signal),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file === null || session === null) {
      setMessage({ kind: 'failed', text: t('lists.noFile') });
      return;
    }
    setBusy(true);
    try {
      const { data } = await uploadList(kind, file, session.token);
      const list = t(`lists.kinds.${kind}`);
      const text = t('lists.imported', { list, count: data.entry_count, hits: data.new_hits });
      setMessage({ kind: 'done', text });
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: LISTS_KEY });
      await client.invalidateQueries({ queryKey: hitsKey });
    }
  };
  const columns: Column<ScreeningList>[] = [
    { id: 'list', header: t('lists.list'), cell: (row) => t(`lists.kinds.${row.kind}`) },
    { id: 'file', header: t('lists.file'), cell: (row) => row.file_name ?? '-' },
    { id: 'entries', header: t('lists.entries'), align: 'end', cell: (row) => row.entry_count },
    {
      id: 'imported',
      header: t('lists.importedAt'),
      cell: (row) =>
        row.imported_at === null
          ? t('lists.never')
          : `${dateTimeText(new Date(row.imported_at).toISOString(), language)} · ${row.imported_by ?? ''}`,
    },
  ];
  return (
    <section className="operator-card operator-form" aria-labelledby="screening-lists-heading">
      <h2 id="screening-lists-heading">{t('lists.heading')}</h2>
      <p className="operator-muted">{t('lists.intro')}</p>
      <DataTable
        caption={t('lists.heading')}
        columns={columns}
        rows={lists.data?.data ?? []}
        status={lists.status}
        onRetry={() => void lists.refetch()}
        totalCount={lists.data?.data.length ?? 0}
        page={0}
        onPageChange={() => {}}
        rowKey={(row) => row.kind}
      />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={kindId}>{t('lists.list')}</label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as ScreeningListKind)}
          >
            {KINDS.map((one) => (
              <option key={one} value={one}>
                {t(`lists.kinds.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fileId}>{t('lists.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".xml,.csv,text/xml,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('lists.busy') : t('lists.submit')}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
