import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import './alert-dialog.css';
import { trapTab } from './trap-tab.ts';

/**
 * The alert dialogs of spec 000 section 8: success, error, warning, info, loading and confirm.
 * A confirm alert ends in 'confirm' or 'decline'; the others in 'close'. With a disclaimer the
 * confirm button stays disabled until the box is ticked. Default texts: Ya, Batal, Tutup.
 */
export type AlertType = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'confirm';
export type AlertOutcome = 'confirm' | 'decline' | 'close';
export type AlertOptions = {
  type: AlertType;
  title: string;
  message?: string;
  confirmText?: string;
  declineText?: string;
  disclaimer?: string;
};
export type AlertApi = {
  show(options: AlertOptions): Promise<AlertOutcome>;
  close(): void;
};

const DEFAULT_CONFIRM_TEXT = 'Ya';
const DEFAULT_DECLINE_TEXT = 'Batal';
const DEFAULT_CLOSE_TEXT = 'Tutup';
/** Alerts waiting behind the one on screen; a runaway loop must not pile up dialogs. */
const ALERTS_QUEUED_MAX = 10;

type OpenAlert = { key: number; options: AlertOptions; resolve: (outcome: AlertOutcome) => void };

const AlertContext = createContext<AlertApi | null>(null);

/** Alerts from anywhere below, one at a time; a new alert replaces a loading one. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly OpenAlert[]>([]);
  const nextKey = useRef(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  /** Ends the alert on screen; with a key, only if that alert is still the one on screen. */
  const settle = useCallback((outcome: AlertOutcome, key?: number) => {
    setQueue((current) => {
      const shown = current[0];
      if (!shown || (key !== undefined && shown.key !== key)) return current;
      shown.resolve(outcome);
      return current.slice(1);
    });
  }, []);

  const show = useCallback(
    (options: AlertOptions) =>
      new Promise<AlertOutcome>((resolve) => {
        const alert = { key: (nextKey.current += 1), options, resolve };
        setQueue((current) => {
          if (current.length === 0 && document.activeElement instanceof HTMLElement) {
            returnFocusTo.current = document.activeElement;
          }
          if (current[0]?.options.type === 'loading') {
            current[0].resolve('close');
            return [alert, ...current.slice(1)];
          }
          if (current.length > ALERTS_QUEUED_MAX) {
            resolve('close');
            return current;
          }
          return [...current, alert];
        });
      }),
    [],
  );

  const api = useMemo<AlertApi>(() => ({ show, close: () => settle('close') }), [show, settle]);
  const current = queue[0];

  useEffect(() => {
    if (current !== undefined) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [current]);

  return (
    <AlertContext.Provider value={api}>
      {children}
      {current ? (
        <AlertDialog
          key={current.key}
          options={current.options}
          onSettle={(outcome) => settle(outcome, current.key)}
        />
      ) : null}
    </AlertContext.Provider>
  );
}

export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (api === null) throw new Error('useAlert needs an <AlertProvider> above it');
  return api;
}

const ICONS: Record<AlertType, string> = {
  success: '✓',
  error: '✕',
  warning: '!',
  info: 'i',
  loading: '',
  confirm: '?',
};

type AlertDialogProps = { options: AlertOptions; onSettle: (outcome: AlertOutcome) => void };

function AlertDialog({ options, onSettle }: AlertDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [agreed, setAgreed] = useState(false);
  const { type, title, message, disclaimer } = options;
  const isConfirm = type === 'confirm';
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;

  useEffect(() => {
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])');
    (first ?? node)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') trapTab(event);
    if (event.key === 'Escape' && type !== 'loading') {
      event.preventDefault();
      onSettle(isConfirm ? 'decline' : 'close');
    }
  };

  return (
    <div className="alert-backdrop">
      <div
        ref={dialog}
        className={`alert-dialog alert-${type}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        aria-busy={type === 'loading' || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {type === 'loading' ? (
          <span className="alert-spinner" aria-hidden="true" />
        ) : (
          <span className="alert-icon" aria-hidden="true">
            {ICONS[type]}
          </span>
        )}
        <p className="visually-hidden">{t(`alert.types.${type}`)}</p>
        <h2 id={titleId} className="alert-title">
          {title}
        </h2>
        {message ? (
          <p id={messageId} className="alert-message">
            {message}
          </p>
        ) : null}
        {isConfirm && disclaimer ? (
          <label className="alert-disclaimer">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              data-autofocus
            />
            <span>{disclaimer}</span>
          </label>
        ) : null}
        <AlertButtons
          options={options}
          confirmDisabled={Boolean(disclaimer) && !agreed}
          onSettle={onSettle}
        />
      </div>
    </div>
  );
}

type AlertButtonsProps = AlertDialogProps & { confirmDisabled: boolean };

function AlertButtons({ options, confirmDisabled, onSettle }: AlertButtonsProps) {
  if (options.type === 'loading') return null;
  if (options.type !== 'confirm') {
    return (
      <div className="alert-actions">
        <button
          type="button"
          className="button button-primary"
          data-autofocus
          onClick={() => onSettle('close')}
        >
          {options.confirmText ?? DEFAULT_CLOSE_TEXT}
        </button>
      </div>
    );
  }
  return (
    <div className="alert-actions">
      <button type="button" className="button button-secondary" onClick={() => onSettle('decline')}>
        {options.declineText ?? DEFAULT_DECLINE_TEXT}
      </button>
      <button
        type="button"
        className="button button-primary"
        disabled={confirmDisabled}
        data-autofocus
        onClick={() => onSettle('confirm')}
      >
        {options.confirmText ?? DEFAULT_CONFIRM_TEXT}
      </button>
    </div>
  );
}
