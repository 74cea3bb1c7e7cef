import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './short-id.css';

/** Characters an id keeps on screen: enough to tell rows apart, and to quote to support. */
const SHOWN = 8;

/**
 * An id as a screen shows it: its first characters, then '…' if there are more. A reference
 * of several parts ('shipment:<id>:charges') shows its longest part, the id in it.
 */
export const shortIdText = (id: string): string => {
  const part = id
    .split(':')
    .reduce((longest, next) => (next.length > longest.length ? next : longest));
  return part.length > SHOWN + 1 ? `${part.slice(0, SHOWN)}…` : part;
};

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
