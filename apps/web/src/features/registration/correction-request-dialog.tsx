import {
  CORRECTABLE_FIELDS,
  CORRECTION_NOTE_LENGTH_MAX,
  type CorrectableField,
  correctionRequestProblem,
} from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/modal.tsx';
import { DialogButtons } from '../operator/index.ts';
import { ruleText, useRegistrationTranslation } from './translation.ts';

type Props = {
  name: string;
  onConfirm: (request: { fields: CorrectableField[]; note: string }) => void;
  onClose: () => void;
};

/** Compliance picks what the applicant must correct and says why (the note goes by e-mail). */
export function CorrectionRequestDialog({ name, onConfirm, onClose }: Props) {
  const { t, i18n } = useRegistrationTranslation();
  const id = useId();
  const [fields, setFields] = useState<CorrectableField[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toggle = (field: CorrectableField, on: boolean) =>
    setFields((current) => (on ? [...current, field] : current.filter((f) => f !== field)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = correctionRequestProblem(fields, note);
    setError(problem === null ? null : ruleText(problem, i18n.language));
    if (problem === null) onConfirm({ fields, note: note.trim() });
  };
  return (
    <Modal
      title={t('desk.correctionTitle', { name })}
      onClose={onClose}
      closeLabel={t('desk.close')}
    >
      <form className="operator-reason" onSubmit={submit} noValidate>
        <fieldset className="registration-correction-choices">
          <legend>{t('desk.correctionFields')}</legend>
          {CORRECTABLE_FIELDS.map((field) => (
            <label key={field}>
              <input
                type="checkbox"
                checked={fields.includes(field)}
                onChange={(event) => toggle(field, event.target.checked)}
              />
              <span>{t(`fields.${field}`)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={id}>{t('desk.correctionNote')}</label>
        <textarea
          id={id}
          value={note}
          maxLength={CORRECTION_NOTE_LENGTH_MAX}
          rows={3}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(event) => setNote(event.target.value)}
        />
        {error === null ? null : (
          <p id={`${id}-error`} className="operator-error" role="alert">
            {error}
          </p>
        )}
        <DialogButtons submit={t('desk.send')} onCancel={onClose} />
      </form>
    </Modal>
  );
}
