/**
 * Proves the segmented control is a radio group: one tab stop on the chosen option, arrow
 * keys that move and choose (wrapping), Home and End, and names that start with what is seen.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control.tsx';

type Side = 'buy' | 'sell' | 'hold';

function Probe() {
  const [value, setValue] = useState<Side>('buy');
  return (
    <SegmentedControl
      label="Side"
      value={value}
      onChange={setValue}
      options={[
        { value: 'buy', label: 'BUY', spoken: 'buy gold' },
        { value: 'sell', label: 'SELL' },
        { value: 'hold', label: 'HOLD' },
      ]}
    />
  );
}

describe('segmented control', () => {
  it('is a radio group with one tab stop on the checked option', () => {
    render(<Probe />);
    const group = screen.getByRole('radiogroup', { name: 'Side' });
    const buy = screen.getByRole('radio', { name: 'BUY (buy gold)' });
    expect(group).toContainElement(buy);
    expect(buy).toBeChecked();
    expect(buy).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'SELL' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and chooses with the arrows, wrapping, and jumps with Home and End', async () => {
    render(<Probe />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: /^BUY/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'SELL' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'SELL' })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^BUY/ })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'HOLD' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: /^BUY/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'HOLD' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'SELL' }));
    expect(screen.getByRole('radio', { name: 'SELL' })).toBeChecked();
  });
});
