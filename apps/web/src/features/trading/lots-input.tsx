import { formatDecimal } from '@emas/domain';
import { useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { amountOf, amountTextOf, type AmountText } from '../../lib/amount-text.ts';
import { useLanguage } from '../../lib/i18n.ts';

const WHOLE = 0;

type LotsInputProps = {
  id: string;
  lots: number;
  onChange: (lots: number) => void;
};

/**
 * Whole lots in the user's own notation (Indonesian 1.000 or English 1,000 is a thousand lots),
 * read by the same parser as every amount field and shown back as read. What the ticket keeps
 * (capped, never below 0) is shown once it differs from what was typed.
 */
export function LotsInput({ id, lots, onChange }: LotsInputProps) {
  const [language] = useLanguage();
  const [typed, setTyped] = useState<AmountText | null>(null);
  const typedLots = typed === null ? null : amountOf(typed, WHOLE);
  const keepsTyped = typed !== null && (typedLots === null || typedLots === BigInt(lots));
  const value = keepsTyped ? typed : amountTextOf(BigInt(lots), WHOLE, language);
  return (
    <AmountInput
      id={id}
      value={value}
      scale={WHOLE}
      onChange={(next) => {
        setTyped(next);
        const read = amountOf(next, WHOLE);
        onChange(read === null ? 0 : Number(read));
      }}
      formatAmount={(minor, locale) => `${formatDecimal(minor, WHOLE, locale)} lot`}
    />
  );
}
