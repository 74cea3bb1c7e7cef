import { OTP_LENGTH } from '@emas/domain';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { OtpBoxes } from './otp-boxes.tsx';
import { ResendCountdown, type ResendCountdownProps } from './resend-countdown.tsx';

/** The boxes of a code not typed yet. */
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** The code being typed into an OTP step: its digits, and emptying them with focus on the first box. */
export function useOtpCode() {
  const [digits, setDigits] = useState(emptyOtp);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const firstBoxRef = useCallback((element: HTMLInputElement | null) => {
    firstBox.current = element;
  }, []);
  const clear = () => {
    setDigits(emptyOtp());
    firstBox.current?.focus();
  };
  return { digits, setDigits, code: digits.join(''), firstBoxRef, clear };
}

export type OtpCode = ReturnType<typeof useOtpCode>;

type OtpStepProps = {
  otp: OtpCode;
  className: string;
  /** The heading that names the boxes. */
  titleId: string;
  /** The form's accessible name, where the form has one. */
  formLabelledBy?: string;
  /** The heading and what it says of where the code went. */
  header: ReactNode;
  /** The boxes wait while the code is being checked. */
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The countdown to EXPIRED and Resend OTP, under the boxes. */
  countdown?: ResendCountdownProps;
  /** What follows: notices and buttons. */
  children?: ReactNode;
};

/** A code step: its heading, the six boxes, the resend countdown, then the step's own notices and buttons. */
export function OtpStep({
  otp,
  className,
  titleId,
  formLabelledBy,
  header,
  busy,
  onSubmit,
  countdown,
  children,
}: OtpStepProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-labelledby={formLabelledBy}>
      {header}
      <OtpBoxes
        digits={otp.digits}
        onChange={otp.setDigits}
        labelledBy={titleId}
        disabled={busy}
        firstBoxRef={otp.firstBoxRef}
      />
      {countdown === undefined ? null : (
        <ResendCountdown key={countdown.deadlineMs} {...countdown} />
      )}
      {children}
    </form>
  );
}

/** The words of a code step's countdown, as the flows that send codes again name them. */
type CountdownWord = 'resendIn' | 'expired' | 'resend';

/**
 * The countdown of a step that sends its code again through a mutation: the add-account and
 * registration steps word and wire it alike.
 */
export const resendCountdown = (
  deadlineMs: number,
  resend: { isPending: boolean; mutate: () => void },
  t: (word: CountdownWord) => string,
): ResendCountdownProps => ({
  deadlineMs,
  label: t('resendIn'),
  expiredText: t('expired'),
  resendText: t('resend'),
  resending: resend.isPending,
  onResend: () => resend.mutate(),
});
