/**
 * What the response area under a form says: nothing, the loading text, a neutral notice or
 * an error.
 */
export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'notice'; message: string }
  | { kind: 'error'; message: string };

export const idle: FormStatus = { kind: 'idle' };
export const loading: FormStatus = { kind: 'loading' };

const neutralText = (status: FormStatus, loadingText: string): string => {
  if (status.kind === 'loading') return loadingText;
  return status.kind === 'notice' ? status.message : '';
};

/**
 * The response message area (spec 000 section 2): 'loading' is styled neutral, any other text
 * as an error. Both live regions stay in the page so that each new text is announced.
 */
export function FormStatusArea({
  status,
  loadingText,
}: {
  status: FormStatus;
  loadingText: string;
}) {
  return (
    <div className="auth-status">
      <p className="auth-status-neutral" role="status">
        {neutralText(status, loadingText)}
      </p>
      <p className="auth-status-error" role="alert">
        {status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}
