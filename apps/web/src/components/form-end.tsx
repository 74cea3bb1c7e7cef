/**
 * A form's end: what stopped it (the server's refusal, a missing photo) as an alert, then its
 * submit button, which waits while the form is being sent.
 */
export function FormEnd({
  error,
  errorClassName,
  busy,
  submit,
}: {
  error: string | null;
  errorClassName: string;
  busy: boolean;
  /** The button's words, 'Sending…' while busy where the form says so. */
  submit: string;
}) {
  return (
    <>
      {error === null ? null : (
        <p role="alert" className={errorClassName}>
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
