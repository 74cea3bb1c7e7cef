import type { TransactionReportItem } from '@emas/api';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { DialogButtons } from '../operator/index.ts';
import { useTransactionReportsTranslation } from './messages.ts';

type Outcome = 'reviewed' | 'reported';
const NOTE_LENGTH_MIN = 3;
const NOTE_LENGTH_MAX = 500;

type ReviewDialogProps = {
  item: TransactionReportItem;
  onConfirm: (review: { outcome: Outcome; note: string }) => void;
  onClose: () => void;
};

/** Compliance's review of one item: reviewed (nothing to report) or reported, with a note. */
export function ReviewDialog({ item, onConfirm, onClose }: ReviewDialogProps) {
  const { t } = useTransactionReportsTranslation();
  const outcomeId = useId();
  const noteId = useId();
  const [outcome, setOutcome] = useState<Outcome>('reviewed');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length < NOTE_LENGTH_MIN) {
      setError(t('reports.noteRequired'));
      return;
    }
    onConfirm({ outcome, note: note.trim() });
  };
  return (
    <Modal
      title={t('reports.reviewTitle', { name: item.fullname, day: item.day })}
      onClose={onClose}
      closeLabel={t('reports.cancel')}
      size="small"
    >
      <form className="operator-reason" onSubmit={submit} noValidate>
        <label htmlFor={outcomeId}>{t('reports.outcome')}</label>
        <select
          id={outcomeId}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as Outcome)}
        >
          <option value="reviewed">{t('reports.outcomes.reviewed')}</option>
          <option value="reported">{t('reports.outcomes.reported')}</option>
        </select>
        <label htmlFor={noteId}>{t('reports.note')}</label>
        <textarea
          id={noteId}
          value={note}
          maxLength={NOTE_LENGTH_MAX}
          rows={3}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${noteId}-error`}
          onChange={(event) => setNote(event.target.value)}
        />
        {error === null ? null : (
          <p id={`${noteId}-error`} className="operator-error">
            {error}
          </p>
        )}
        <DialogButtons submit={t('reports.save')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
