/**
 * Proves the ⓘ explanation is there for every user: a screen reader hears it as the button's
 * description without opening it; a click, Enter or Space shows it; Esc and leaving close it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTip } from './info-tip.tsx';

const TEXT = 'The account balance is all the cash in your RPED account.';

describe('info tip', () => {
  it('describes its button while closed', () => {
    render(<InfoTip label="About the balance">{TEXT}</InfoTip>);
    const button = screen.getByRole('button', { name: 'About the balance' });
    expect(button).toHaveAccessibleDescription(TEXT);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(TEXT)).not.toBeVisible();
  });

  it('opens from the keyboard and closes on Esc and on leaving', async () => {
    render(
      <>
        <InfoTip label="About the balance">{TEXT}</InfoTip>
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText(TEXT)).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText(TEXT)).not.toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'About the balance' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.tab();
    expect(screen.getByText(TEXT)).not.toBeVisible();
  });
});
