/**
 * Proves the one-time-code boxes on their own: one box per digit with a spoken position, a
 * group named by the caller, typing that skips non-digits and moves on, arrows, Backspace that
 * clears and moves back, and a pasted code spread over the boxes from the first.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import { OtpBoxes } from './otp-boxes.tsx';

function Code({ length }: { length: number }) {
  const [digits, setDigits] = useState(() => Array.from({ length }, () => ''));
  return (
    <>
      <h2 id="code-title">Kode</h2>
      <OtpBoxes digits={digits} onChange={setDigits} labelledBy="code-title" />
      <output aria-label="Kode terisi">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d dari \d$/ });
const code = () => screen.getByRole('status', { name: 'Kode terisi' }).textContent;

describe('OtpBoxes', () => {
  it('shows one labelled box per digit inside the named group', () => {
    render(<Code length={4} />);
    expect(screen.getByRole('group', { name: 'Kode' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 dari 4' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes digits only and moves forward; arrows move; Backspace clears and moves back', async () => {
    render(<Code length={6} />);
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('1x23');
    expect(code()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('13');
    expect(boxes()[0]).toHaveFocus();
  });

  it('spreads a pasted code over the boxes from the first, whichever box has focus', async () => {
    render(<Code length={6} />);
    const user = userEvent.setup();
    await user.click(boxes()[3]!);
    await user.paste('654 321');
    expect(code()).toBe('654321');
    expect(boxes()[5]).toHaveFocus();
  });
});
