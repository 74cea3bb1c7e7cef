/**
 * Proves the form field: the label names the control, an error is its description and marks
 * it invalid (and nothing is linked without one), any control fits the slot, and the password
 * field's toggle shows and hides the text with a name in the chosen language.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { Field, FormField, PasswordField } from './form-field.tsx';

describe('FormField', () => {
  it('is named by its label and passes the input its attributes', () => {
    render(<FormField label="Email" name="email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links its error to the input and marks it invalid', () => {
    render(<FormField label="Email" error="Email wajib diisi." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email wajib diisi.');
  });
});

describe('Field', () => {
  it('ties any control, here a select, to the label and the error', () => {
    render(
      <Field label="Broker" error="Pilih broker.">
        {(control) => (
          <select {...control}>
            <option>metalgo</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Broker' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pilih broker.');
  });
});

describe('PasswordField', () => {
  it('hides the text until the toggle is pressed, in either language', async () => {
    await act(() => i18n.changeLanguage('id'));
    render(<PasswordField label="Password" error="Terlalu pendek." />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Terlalu pendek.');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(input).toHaveAttribute('type', 'text');
    await act(() => i18n.changeLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    await act(() => i18n.changeLanguage('id'));
  });
});
