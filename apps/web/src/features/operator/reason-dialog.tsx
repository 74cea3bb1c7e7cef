import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { useOperatorTranslation } from './translation.ts';

const REASON_LENGTH_MIN = 3;

type ReasonDialogProps = {
  title: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** The field's label and shortest answer: a reason by default, or a receipt number. */
  label?: string;
  lengthMin?: number;
};

/**
 * Asks for the text an action needs before it runs: why (a rejection or cancellation, the
 * reason goes to the holder and the log), or a receipt number.
 */
export function ReasonDialog({
  title,
  onConfirm,
  onClose,
  label,
  lengthMin = REASON_LENGTH_MIN,
}: ReasonDialogProps) {
  const { t } = useOperatorTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < lengthMin) {
      setError(t('desk.textRequired', { count: lengthMin }));
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('desk.close')} size="small">
      <form className="operator-reason" onSubmit={submit} noValidate>
        <label htmlFor={id}>{label ?? t('desk.reason')}</label>
        <textarea
          id={id}
          value={reason}
          maxLength={200}
          rows={3}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => setReason(event.target.value)}
        />
        {error === null ? null : (
          <p id={`${id}-error`} className="operator-error">
            {error}
          </p>
        )}
        <DialogButtons submit={t('desk.confirm')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
