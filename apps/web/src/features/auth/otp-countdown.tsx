import { formatCountdown } from '@emas/domain';
import { useCountdown } from './use-countdown.ts';
import { specTexts } from './spec-texts.ts';

const MS_PER_SECOND = 1000;

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
  const remainingMs = useCountdown(resendAt);
  if (remainingMs > 0) {
    return (
      <p className="auth-countdown">
        {specTexts.countdownLabel}{' '}
        <time aria-live="off">{formatCountdown(Math.ceil(remainingMs / MS_PER_SECOND))}</time>
      </p>
    );
  }
  return (
    <p className="auth-countdown auth-countdown-expired">
      <span className="auth-expired" role="status">
        {specTexts.expired}
      </span>
      <button type="button" className="auth-link" disabled={resending} onClick={onResend}>
        {specTexts.resendOtp}
      </button>
    </p>
  );
}
