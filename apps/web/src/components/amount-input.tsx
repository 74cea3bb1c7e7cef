import { formatDecimal, type Locale } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { amountTextIn, parseAmountText, type AmountText } from '../lib/amount-text.ts';
import { useLanguage } from '../lib/i18n.ts';
import './amount-input.css';

type AmountInputProps = {
  /** The input's id: the caller's <label htmlFor> names it. */
  id: string;
  value: AmountText;
  /** Decimals the amount may have, and the scale of its minor units (2 for rupiah in sen). */
  scale: number;
  onChange: (value: AmountText) => void;
  /** The amount as the app writes it elsewhere, shown back under the field ('Rp 1.100.000,50'). */
  formatAmount: (minor: bigint, locale: Locale) => string;
  /** Ids of the field's other descriptions (hints, warnings). */
  describedBy?: string;
};

/** 1.100.000,50 (or 1,100,000.50), as the refusals' example, at any scale. */
const exampleMinor = (scale: number): bigint =>
  1_100_000n * 10n ** BigInt(scale) + (scale > 0 ? 5n * 10n ** BigInt(scale - 1) : 0n);

/**
 * A text field for an amount in the user's own notation (Indonesian 1.100.000,50, English
 * 1,100,000.50). A number input would drop or misread those separators, so this is text with a
 * decimal keypad; the line under it shows the amount as read, or why it is not one, as it is
 * typed.
 */
export function AmountInput({
  id,
  value,
  scale,
  onChange,
  formatAmount,
  describedBy,
}: AmountInputProps) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  const echoId = `${id}-echo`;
  const shown = amountTextIn(value, scale, language);
  const parsed = parseAmountText(shown, scale);
  const refused = !parsed.ok && parsed.code !== 'Empty';
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={shown.text}
        aria-invalid={refused ? true : undefined}
        aria-describedby={describedBy === undefined ? echoId : `${echoId} ${describedBy}`}
        onChange={(event) => onChange({ text: event.target.value, locale: language })}
      />
      <p
        id={echoId}
        className={parsed.ok ? 'amount-echo' : refused ? 'amount-refusal' : 'amount-hint'}
      >
        {parsed.ok
          ? t('amountInput.echo', { amount: formatAmount(parsed.value, language) })
          : t(`amountInput.${parsed.code}`, {
              example: formatDecimal(exampleMinor(scale), scale, language),
              decimals: scale,
            })}
      </p>
    </>
  );
}
