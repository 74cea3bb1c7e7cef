/** Proves the dialogs' focus trap: Tab wraps at both ends, skips what cannot take focus. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trapTab } from './trap-tab.ts';

function Dialog({ withControls = true }: { withControls?: boolean }) {
  return (
    <>
      <button type="button">Outside</button>
      <div
        role="dialog"
        aria-label="Tiket"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Tab') trapTab(event);
        }}
      >
        {withControls ? (
          <>
            <label>
              Jumlah lot
              <select defaultValue="1">
                <option value="1">1</option>
              </select>
            </label>
            <input type="hidden" name="hidden" />
            <button type="button" disabled>
              Disabled
            </button>
            <button type="button">Review Order</button>
          </>
        ) : null}
      </div>
    </>
  );
}

describe('trapTab', () => {
  it('wraps Tab from the last control to the first and Shift+Tab back', async () => {
    render(<Dialog />);
    const first = screen.getByLabelText('Jumlah lot');
    const last = screen.getByRole('button', { name: 'Review Order' });
    last.focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('sends Shift+Tab from the dialog itself to its last control', async () => {
    render(<Dialog />);
    screen.getByRole('dialog').focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Review Order' })).toHaveFocus();
  });

  it('keeps focus on a dialog with nothing to focus', async () => {
    render(<Dialog withControls={false} />);
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    await userEvent.tab();
    expect(dialog).toHaveFocus();
  });
});
