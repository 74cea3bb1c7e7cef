import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from './trap-tab.ts';
import './modal.css';

/**
 * A modal dialog for screens bigger than an alert (trade ticket, review, depth, order detail):
 * role=dialog labelled by its title, focus moved in on open and back on close, Tab kept inside,
 * Esc closes. Modals stack: the newest is on top, and only it answers Esc and Tab. The alert
 * dialogs of the AlertProvider sit above every modal.
 */
export type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  /** The close control's accessible name (the × in the header). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** 'alertdialog' for a sheet that only tells something and waits for OK. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the text that describes the dialog, read with its title. */
  describedBy?: string;
  /** False while something must finish first (a submission): no ×, no Esc. */
  dismissible?: boolean;
  className?: string;
  /** Extra content in the header, after the title. */
  headerExtra?: ReactNode;
};

let openCount = 0;

export function Modal({
  title,
  onClose,
  closeLabel,
  children,
  footer,
  size = 'medium',
  role = 'dialog',
  describedBy,
  dismissible = true,
  className,
  headerExtra,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialog = useRef<HTMLDivElement>(null);
  const [depth] = useState(() => openCount + 1);

  useEffect(() => {
    openCount += 1;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])');
    (first ?? node)?.focus();
    return () => {
      openCount -= 1;
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const body = useRef<HTMLDivElement>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  // A body that scrolls must be reachable by keyboard to be scrolled (and says so to axe);
  // checked after each render and on resize, so it is a tab stop only while it scrolls.
  useEffect(() => {
    const node = body.current;
    if (node === null) return;
    const check = () => setBodyScrolls(node.scrollHeight > node.clientHeight);
    check();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.stopPropagation();
      trapTab(event);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      if (dismissible) onClose();
    }
  };

  return createPortal(
    <div className="modal-backdrop" style={{ zIndex: 900 + depth }}>
      <div
        ref={dialog}
        className={`modal modal-${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {headerExtra}
          {dismissible ? (
            <button
              type="button"
              className="icon-button modal-close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div ref={body} className="modal-body" tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
