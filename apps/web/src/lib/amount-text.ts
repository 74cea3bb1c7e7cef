import { formatDecimal, parseAmountInput, type AmountInputResult, type Locale } from '@emas/domain';

/**
 * An amount field's text together with the language it was typed in: the separators depend on
 * the language, so the two travel together and switching languages never changes what a typed
 * amount means. Parsing is the domain's (`parseAmountInput`); this only carries the text.
 */
export type AmountText = { readonly text: string; readonly locale: Locale };

/** The text of an amount the app fills in (the market price), written as `locale` writes it. */
export const amountTextOf = (minor: bigint | null, scale: number, locale: Locale): AmountText => ({
  text: minor === null ? '' : formatDecimal(minor, scale, locale),
  locale,
});

/** The typed amount as minor units of `scale` decimals, or why it is not one. */
export const parseAmountText = (amount: AmountText, scale: number): AmountInputResult =>
  parseAmountInput(amount.text, amount.locale, scale);

/** The typed amount in minor units; null while it is not one (empty or refused). */
export const amountOf = (amount: AmountText, scale: number): bigint | null => {
  const parsed = parseAmountText(amount, scale);
  return parsed.ok ? parsed.value : null;
};

/**
 * The text to show in `locale`: an amount typed in the other language is written again with
 * this language's separators; a text that is no amount stays as it was typed.
 */
export function amountTextIn(amount: AmountText, scale: number, locale: Locale): AmountText {
  if (amount.locale === locale) return amount;
  const parsed = parseAmountText(amount, scale);
  return parsed.ok ? amountTextOf(parsed.value, scale, locale) : amount;
}
