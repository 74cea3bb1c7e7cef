import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { FormField } from '../../components/form-field.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DeskMessageLine } from './desk-message.tsx';
import { operatorErrorText } from './operator-errors.ts';
import type { DeskMessage } from './use-desk-action.ts';

const SEN_SCALE = 2;
const TEXT_LENGTH_MIN = 3;

/** What the operator entered, trimmed: the holder's HIN, an amount in sen and its text. */
export type HinAmountEntry = { hin: string; sen: bigint; text: string };

type HinAmountFormProps = {
  /** The card's heading element, its id `headingId`. */
  heading: ReactNode;
  headingId: string;
  intro: string;
  labels: { hin: string; amount: string; text: string; submit: string; busy: string };
  /** Said when the HIN or the text (at least 3 characters) is missing, or the amount is off. */
  invalidText: string;
  textMaxLength: number;
  /** An amount that parses may still be refused here (a deposit must be above zero). */
  amountValid?: (sen: bigint) => boolean;
  /** Sends the entry; answers the text that says it was done. */
  send: (entry: HinAmountEntry) => Promise<string>;
  /** After a success, also empty the amount (the text is always emptied). */
  clearAmount?: boolean;
  /** After every attempt that was sent, whatever came of it. */
  onSettled?: () => Promise<void>;
  /** Fields of the card's own, after the amount (an adjustment's direction). */
  extraFields?: ReactNode;
};

/**
 * A console card that acts on one holder by HIN with a rupiah amount and a text (the deposits
 * page's reference, the credit line's reason): checked, sent, and its outcome announced.
 */
export function HinAmountForm({
  heading,
  headingId,
  intro,
  labels,
  invalidText,
  textMaxLength,
  amountValid = () => true,
  send,
  clearAmount = false,
  onSettled,
  extraFields = null,
}: HinAmountFormProps) {
  const [language] = useLanguage();
  const amountId = useId();
  const [hin, setHin] = useState('');
  const [amount, setAmount] = useState<AmountText>({ text: '', locale: language });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DeskMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sen = amountOf(amount, SEN_SCALE);
    if (
      hin.trim() === '' ||
      sen === null ||
      !amountValid(sen) ||
      text.trim().length < TEXT_LENGTH_MIN
    ) {
      setMessage({ kind: 'failed', text: invalidText });
      return;
    }
    setBusy(true);
    try {
      const done = await send({ hin: hin.trim(), sen, text: text.trim() });
      setMessage({ kind: 'done', text: done });
      if (clearAmount) setAmount({ text: '', locale: language });
      setText('');
    } catch (failure) {
      setMessage({ kind: 'failed', text: operatorErrorText(failure, language) });
    } finally {
      setBusy(false);
      await onSettled?.();
    }
  };

  return (
    <section className="operator-card operator-form" aria-labelledby={headingId}>
      {heading}
      <p className="operator-muted">{intro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={labels.hin}
          value={hin}
          autoComplete="off"
          onChange={(event) => setHin(event.target.value)}
        />
        <div className="field">
          <label htmlFor={amountId}>{labels.amount}</label>
          <AmountInput
            id={amountId}
            value={amount}
            scale={SEN_SCALE}
            onChange={setAmount}
            formatAmount={(minor, locale) => rupiahText(minor, locale)}
          />
        </div>
        {extraFields}
        <FormField
          label={labels.text}
          value={text}
          maxLength={textMaxLength}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? labels.busy : labels.submit}
        </button>
      </form>
      <DeskMessageLine message={message} />
    </section>
  );
}
