import type { StatementImport } from '@emas/api/bank-statement';
import { type FormEvent, useId, useState } from 'react';
import { moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  type DeskMessage,
  DeskMessageLine,
  operatorErrorText,
  useOperatorSession,
} from '../operator/index.ts';
import { useStatementTranslation } from './messages.ts';
import { importStatementFile } from './statement-calls.ts';

const COUNTS = [
  'matched',
  'credited',
  'awaiting_approval',
  'already_credited',
  'unmatched',
  'repeated',
  'debit',
] as const;

/** What an import did: how many lines of each outcome, and the bank's closing balance. */
function ImportOutcome({ outcome }: { outcome: StatementImport }) {
  const { t } = useStatementTranslation();
  const [language] = useLanguage();
  return (
    <section aria-label={t('statement.outcome', { file: outcome.file_name })}>
      <h2>{t('statement.outcome', { file: outcome.file_name })}</h2>
      <dl className="statement-counts">
        {COUNTS.map((count) => (
          <div key={count}>
            <dt>{t(`statement.counts.${count}`)}</dt>
            <dd>{outcome.counts[count]}</dd>
          </div>
        ))}
      </dl>
      {outcome.closing_balance_idr === null ? null : (
        <p className="operator-muted">
          {t('statement.closing', {
            amount: moneyText(outcome.closing_balance_idr, 'idr', language),
          })}
        </p>
      )}
    </section>
  );
}

/** The import form: one CSV file, sent with the operator's token; its outcome shown below. */
export function StatementUpload({ onImported }: { onImported: () => void }) {
  const { t } = useStatementTranslation();
  const [language] = useLanguage();
  const session = useOperatorSession();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const [outcome, setOutcome] = useState<StatementImport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file === null) {
      setMessage({ kind: 'failed', text: t('statement.chooseFile') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setOutcome(await importStatementFile(file, session?.token));
      onImported();
    } catch (failure) {
      setOutcome(null);
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="operator-card statement-upload" aria-labelledby="statement-heading">
      <h1 id="statement-heading">{t('statement.heading')}</h1>
      <p className="operator-muted">{t('statement.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{t('statement.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('statement.busy') : t('statement.submit')}
        </button>
      </form>
      <DeskMessageLine message={message} />
      {outcome === null ? null : <ImportOutcome outcome={outcome} />}
    </section>
  );
}
