import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

/** What a field hands its control: the id its label names and the link to its error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** A field error shown under the control and announced with it. */
  error?: string | undefined;
  /** The control (input, select, ...), given the props that tie it to the label and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A label, any control and its error. The error is the control's description and marks it
 * invalid, so a screen reader reads the error when the control gets focus.
 */
export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
};

/** A labelled text input with its error. */
export function FormField({ label, error, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...input} {...control} className="field-input" />}
    </Field>
  );
}

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: InputFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="field-password">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            className="field-input"
          />
          <button
            type="button"
            className="field-password-toggle"
            aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" /> : null}
    </svg>
  );
}
