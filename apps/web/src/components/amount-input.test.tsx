/**
 * Proves the amount field reads what is typed in the chosen language's notation and shows it
 * back at once (Indonesian '= Rp 1.100.000,50', English '= Rp 1,100,000.50'), refuses a text
 * that is not an amount with the reason and marks the field invalid, shows an example while
 * empty, and keeps a typed amount's value when the language is switched.
 */
import { formatIdr } from '@emas/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { amountOf, type AmountText } from '../lib/amount-text.ts';
import { i18n } from '../lib/i18n.ts';
import { AmountInput } from './amount-input.tsx';

/** The field and, beside it, what its owner reads from it in sen ('none' while it is none). */
function PriceField() {
  const [value, setValue] = useState<AmountText>({ text: '', locale: 'id' });
  return (
    <>
      <output aria-label="Sen">{amountOf(value, 2)?.toString() ?? 'none'}</output>
      <label htmlFor="price">Harga</label>
      <AmountInput
        id="price"
        value={value}
        scale={2}
        onChange={setValue}
        formatAmount={formatIdr}
      />
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Harga' });
const typed = () => {
  const sen = screen.getByRole('status', { name: 'Sen' }).textContent;
  return sen === 'none' || sen === null ? null : BigInt(sen);
};
const typeInto = async (text: string) => {
  await userEvent.clear(field());
  if (text !== '') await userEvent.type(field(), text);
};

describe('amount input', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('id');
    render(<PriceField />);
  });
  afterEach(async () => {
    await i18n.changeLanguage('id');
  });

  it('is a labelled text field that gives an example while empty', () => {
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(field()).toHaveAccessibleDescription('Contoh: 1.100.000,50');
    expect(typed()).toBeNull();
  });

  it.each([
    ['1.100.000', '= Rp 1.100.000,00', 110_000_000n],
    ['1.100.000,50', '= Rp 1.100.000,50', 110_000_050n],
    ['1100000,5', '= Rp 1.100.000,50', 110_000_050n],
    ['1100000', '= Rp 1.100.000,00', 110_000_000n],
  ])('reads Indonesian %j and shows it back as %j', async (text, shown, sen) => {
    await typeInto(text);
    expect(field()).toHaveValue(text);
    expect(field()).toHaveAccessibleDescription(shown);
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(typed()).toBe(sen);
  });

  it.each([
    ['1.10.0', /^Titik memisahkan ribuan per tiga angka/],
    ['1100000.50', /^Titik memisahkan ribuan per tiga angka/],
    ['1,1,', /^Hanya satu koma desimal, misalnya 1\.100\.000,50\.$/],
    ['12abc', /^Hanya angka/],
    ['1.100.000,505', /^Paling banyak 2 angka di belakang koma/],
    ['-5', /^Jumlah tidak boleh negatif/],
  ])('refuses %j with its reason', async (text, reason) => {
    await typeInto(text);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(reason);
    expect(typed()).toBeNull();
  });

  it('reads English notation in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    await typeInto('1,100,000.50');
    expect(field()).toHaveAccessibleDescription('= Rp 1,100,000.50');
    expect(typed()).toBe(110_000_050n);
    await typeInto('1100000.5');
    expect(typed()).toBe(110_000_050n);
    await typeInto('1.100.000');
    expect(field()).toHaveAccessibleDescription(/^Only one decimal point, e\.g\. 1,100,000\.50\.$/);
    expect(typed()).toBeNull();
  });

  it('keeps what a typed amount means when the language is switched', async () => {
    await typeInto('1.100.000,5');
    await act(() => i18n.changeLanguage('en'));
    expect(field()).toHaveValue('1,100,000.50');
    expect(field()).toHaveAccessibleDescription('= Rp 1,100,000.50');
    expect(typed()).toBe(110_000_050n);
    await userEvent.type(field(), '{Backspace}');
    expect(typed()).toBe(110_000_050n);
    await act(() => i18n.changeLanguage('id'));
    expect(field()).toHaveValue('1.100.000,50');
  });
});
