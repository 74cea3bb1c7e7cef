import { Countdown } from './countdown.tsx';
import './resend-countdown.css';

export type ResendCountdownProps = {
  /** Epoch ms when the code expires and a new one may be asked for. */
  deadlineMs: number;
  /** Words before the time ('Kirim ulang kode dalam'). */
  label: string;
  expiredText: string;
  resendText: string;
  resending: boolean;
  onResend: () => void;
};

/**
 * A code's time left, then its expiry and a button for a new code, as the add-bank-account and
 * registration code steps show them. Remount it (`key`) when the deadline moves.
 */
export function ResendCountdown(props: ResendCountdownProps) {
  const { deadlineMs, label, expiredText, resendText, resending, onResend } = props;
  return (
    <Countdown
      deadlineMs={deadlineMs}
      label={label}
      className="resend-countdown"
      whenOver={
        <p className="resend-countdown">
          <span className="resend-expired">{expiredText}</span>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={resending}
            onClick={onResend}
          >
            {resendText}
          </button>
        </p>
      }
    />
  );
}
