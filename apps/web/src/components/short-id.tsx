import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './short-id.css';

/** Characters an id keeps on screen: enough to tell rows apart, and to quote to support. */
const SHOWN = 8;

/** An id as a screen shows it: its first characters, then '…' if there are more. */
export const shortIdText = (id: string): string =>
  id.length > SHOWN + 1 ? `${id.slice(0, SHOWN)}…` : id;

/**
 * A long id (a UUID, a 24-hex id) shown short, whole in its tooltip, with a button that copies
 * it whole; the button says when it has.
 */
export function ShortId({ id }: { id: string }) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(id).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <span className="short-id">
      <span className="short-id-text" title={id}>
        {shortIdText(id)}
      </span>
      <button
        type="button"
        className="short-id-copy"
        aria-label={t(copied ? 'shortId.copied' : 'shortId.copy', { id })}
        onClick={copy}
      >
        <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
      </button>
    </span>
  );
}
