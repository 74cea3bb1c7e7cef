import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './info-tip.css';

type InfoTipProps = {
  /** The button's name: what the explanation is about ("About the account balance"). */
  label: string;
  children: ReactNode;
};

/**
 * An ⓘ button with a short explanation beside it. The text opens on click, Enter or Space
 * (and shows while a mouse rests on the button); Esc closes it. It is the button's
 * description too, so a screen reader reads it on focus without opening anything.
 */
export function InfoTip({ label, children }: InfoTipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
  };
  return (
    <span className="info-tip" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="info-tip-button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} className="info-tip-text" hidden={!open}>
        {children}
      </span>
    </span>
  );
}
