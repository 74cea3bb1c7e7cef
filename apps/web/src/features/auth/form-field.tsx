import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A field error shown under the input and announced with it. */
  error?: string | undefined;
};

const errorId = (id: string) => `${id}-error`;

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={errorId(id)} className="auth-field-error">
      {error}
    </p>
  ) : null;
}

/** A labelled text input with its error. */
export function FormField({ label, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        className="auth-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, error, ...input }: FieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-password">
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className="auth-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldError id={id} error={error} />
    </div>
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
