import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './otp-boxes.css';

type OtpBoxesProps = {
  /** One entry per box: a single digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  labelledBy: string;
  disabled?: boolean;
  /** Receives the first box so the form can return focus to it. */
  firstBoxRef?: (element: HTMLInputElement | null) => void;
};

const onlyDigits = (text: string): string => text.replace(/\D/g, '');

/** What the user added to a box: a whole code as is, otherwise the text without the old digit. */
const typedText = (value: string, old: string, length: number): string =>
  onlyDigits(value).length >= length ? value : value.replace(old, '');

/** Writes `text`'s digits into the boxes from `start` on; returns the boxes and the last index written. */
const spread = (digits: string[], start: number, text: string): [string[], number] => {
  const incoming = onlyDigits(text)
    .slice(0, digits.length - start)
    .split('');
  const next = [...digits];
  incoming.forEach((digit, offset) => (next[start + offset] = digit));
  return [next, start + incoming.length - 1];
};

/**
 * One-digit boxes of a one-time code (six for the OTP of spec 000): typing a digit moves forward, arrows move between boxes,
 * Backspace or Delete clears the box and moves back, and pasting a code fills the boxes.
 */
export function OtpBoxes({ digits, onChange, labelledBy, disabled, firstBoxRef }: OtpBoxesProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), digits.length - 1)];
    box?.focus();
    box?.select();
  };

  const fill = (index: number, text: string) => {
    // Pasting or autofilling a whole code into any box fills the boxes from the first.
    const start = onlyDigits(text).length >= digits.length ? 0 : index;
    const [next, last] = spread(digits, start, text);
    if (last < start) return;
    onChange(next);
    focusBox(last + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (event.key === 'ArrowLeft' ? -1 : 1));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      focusBox(index - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="otp-boxes" role="group" aria-labelledby={labelledBy}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0) firstBoxRef?.(element);
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { position: index + 1, total: digits.length })}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onChange={(event) => fill(index, typedText(event.target.value, digit, digits.length))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
