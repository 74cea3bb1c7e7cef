import { pathOf } from '@emas/api/route';
import { transactionReportEndpoints as calls } from '@emas/api/transaction-reports';
import { addDays, jakartaDate } from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { saveFile } from '../../lib/save-file.ts';
import { type DeskMessage, DeskMessageLine, useOperatorSession } from '../operator/index.ts';
import { useTransactionReportsTranslation } from './messages.ts';

/** Downloads a day's report as the server writes it (CSV, not JSON) with the operator's token. */
const downloadReport = async (day: string, token: string): Promise<void> => {
  const response = await fetch(pathOf(calls.export.path, { day }), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  saveFile(await response.blob(), `transactions-${day}.csv`);
};

/** The card that downloads one day's report for PPATK, yesterday's to begin with. */
export function ReportExport() {
  const { t } = useTransactionReportsTranslation();
  const session = useOperatorSession();
  const dayId = useId();
  // Yesterday in Jakarta: the latest day a report may hold.
  const [day, setDay] = useState(() => addDays(jakartaDate(Date.now()), -1));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (session === null || day === '') return;
    setBusy(true);
    setMessage(null);
    try {
      await downloadReport(day, session.token);
    } catch {
      setMessage({ kind: 'failed', text: t('reports.exportFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="operator-card operator-form" aria-labelledby="report-export-heading">
      <h2 id="report-export-heading">{t('reports.exportHeading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={dayId}>{t('reports.exportDay')}</label>
          <input
            id={dayId}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('reports.exportSubmit')}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
