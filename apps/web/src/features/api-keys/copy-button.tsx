import { useState } from 'react';
import { useApiKeyTranslation } from './translation.ts';

/** Copies `text`; its name says what it copies, and that it has once it has. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useApiKeyTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <button type="button" className="button button-secondary api-key-copy" onClick={copy}>
      <span aria-live="polite">{copied ? t('copied', { what }) : t('copy', { what })}</span>
    </button>
  );
}
