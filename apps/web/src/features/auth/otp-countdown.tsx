import { Countdown } from '../../components/countdown.tsx';
import { specTexts } from './spec-texts.ts';

type OtpCountdownProps = {
  /** Epoch ms when the code expires and a resend is allowed. */
  resendAt: number;
  resending: boolean;
  onResend: () => void;
};

/**
 * 'Kirim kembali kode dalam mm:ss'; at zero it reads EXPIRED and 'Resend OTP' takes its
 * place. Remount it (key) when the deadline moves.
 */
export function OtpCountdown({ resendAt, resending, onResend }: OtpCountdownProps) {
  return (
    <Countdown
      deadlineMs={resendAt}
      label={specTexts.countdownLabel}
      className="auth-countdown"
      whenOver={
        <p className="auth-countdown auth-countdown-expired">
          <span className="auth-expired" role="status">
            {specTexts.expired}
          </span>
          <button type="button" className="auth-link" disabled={resending} onClick={onResend}>
            {specTexts.resendOtp}
          </button>
        </p>
      }
    />
  );
}
