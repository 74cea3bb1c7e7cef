import { useEffect, useId, useRef, useState } from 'react';
import { useSettingsTranslation } from './translation.ts';

/**
 * Ten recovery codes, shown this once (only their hashes are kept): the list, a copy button,
 * and the button that closes them once the client has saved them.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useSettingsTranslation();
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that made them: keyboard and screen-reader users land on them.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <section className="security-codes" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} ref={heading}>
        {t('security.twoFactor.codesHeading')}
      </h3>
      <p>{t('security.twoFactor.codesNote')}</p>
      <ul className="security-code-list" aria-label={t('security.twoFactor.codesList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="security-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {t('security.twoFactor.copy')}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('security.twoFactor.done')}
        </button>
      </div>
      <p role="status" className="security-muted">
        {copied ? t('security.twoFactor.copied') : ''}
      </p>
    </section>
  );
}
