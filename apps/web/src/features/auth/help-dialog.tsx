import { useAuthTranslation } from './translation.ts';
import { useEffect, useId, useRef, useState } from 'react';

const HELP_ITEMS = ['identifier', 'broker', 'forgot', 'support'] as const;

/** The login form's help button and its modal; Escape or the close button dismiss it. */
export function HelpDialog() {
  const { t } = useAuthTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const trigger = opener.current;
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      trigger?.focus();
    };
  }, [open]);

  return (
    <>
      <button ref={opener} type="button" className="auth-link" onClick={() => setOpen(true)}>
        {t('help.open')}
      </button>
      {open ? (
        <div className="auth-modal-backdrop" onClick={() => setOpen(false)}>
          <div
            className="auth-modal"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onClick={(event) => event.stopPropagation()}
          >
            <h2 id={titleId}>{t('help.title')}</h2>
            <ul className="auth-help-list">
              {HELP_ITEMS.map((item) => (
                <li key={item}>{t(`help.items.${item}`)}</li>
              ))}
            </ul>
            <button
              ref={closer}
              type="button"
              className="auth-button"
              onClick={() => setOpen(false)}
            >
              {t('help.close')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
