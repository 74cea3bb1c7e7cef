import {
  formatDecimal,
  formatIdr,
  gtcExpiresAtMs,
  limitPriceWarning,
  type ContractConfig,
} from '@emas/domain';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import type { AmountText } from '../../lib/amount-text.ts';
import { rupiahText } from '../../lib/decimal.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  adjustedExpiryMs,
  dateInputValue,
  earliestPickableMs,
  fromPickers,
  jakartaDateTime,
  timeInputValue,
} from './expiry-input.ts';
import { LotsInput } from './lots-input.tsx';
import { SPEC_TEXT } from './spec-texts.ts';
import { LIMIT_PRICE_SCALE, lotsDisplay, type Quantity } from './ticket-model.ts';
import { useNow } from '../../components/use-now.ts';
import { useTradingTranslation } from './use-trading-translation.ts';

/** The inputs the trade ticket and the edit form share: quantity, limit price, validity. */

const DECIMAL_STEPS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const LOT_STEPS = 10n;

type QuantityFieldsProps = {
  config: ContractConfig;
  quantity: Quantity;
  /** The most that may be asked, in tenths of a lot (a sell); null for no cap. */
  maxTenths: bigint | null;
  onChange: (quantity: Quantity) => void;
};

/** Whole lots (not below 0) and, where the contract allows, a decimal part 0 to 0.9. */
export function QuantityFields({ config, quantity, maxTenths, onChange }: QuantityFieldsProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const id = useId();
  const capId = `${id}-cap`;
  const decimalAllowed = (step: number) =>
    maxTenths === null ||
    BigInt(quantity.integer) * LOT_STEPS + BigInt(step) <= maxTenths ||
    step === 0;
  return (
    <fieldset
      className="order-field quantity-fields"
      aria-describedby={maxTenths === null ? undefined : capId}
    >
      <legend>{t('ticket.quantity')}</legend>
      <div className="quantity-row">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-lots`}>
            {t('ticket.quantityInteger')}
          </label>
          <LotsInput
            id={`${id}-lots`}
            lots={quantity.integer}
            onChange={(integer) => onChange({ ...quantity, integer })}
          />
        </div>
        {config.hasQuantityDecimal ? (
          <label className="field">
            <span className="field-label">{t('ticket.quantityDecimal')}</span>
            <select
              value={quantity.decimal}
              onChange={(event) => onChange({ ...quantity, decimal: Number(event.target.value) })}
            >
              {DECIMAL_STEPS.map((step) => (
                <option key={step} value={step} disabled={!decimalAllowed(step)}>
                  {formatDecimal(BigInt(step), 1, language)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="field-hint quantity-whole">{t('ticket.wholeLots')}</p>
        )}
      </div>
      {maxTenths === null ? null : (
        <p id={capId} className="field-hint">
          {t('ticket.quantityCap', { max: lotsDisplay(maxTenths, language) })}
        </p>
      )}
    </fieldset>
  );
}

type LimitPriceFieldProps = {
  config: ContractConfig;
  value: AmountText;
  onChange: (value: AmountText) => void;
  /** The typed price in sen per lot, or null while it is not a price. */
  priceSen: bigint | null;
  /** The market price of the order's side, sen per lot. */
  marketPriceSen: bigint | null;
};

/**
 * The limit price (rupiah per lot, step 0.01) in the user's notation, read back under the field
 * as it is typed, with the warning when it is at or beyond the band around the market.
 */
export function LimitPriceField({
  config,
  value,
  onChange,
  priceSen,
  marketPriceSen,
}: LimitPriceFieldProps) {
  const { t } = useTradingTranslation();
  const [language] = useLanguage();
  const warning = limitPriceWarning(config, marketPriceSen, priceSen);
  return (
    <PriceField
      label={t('ticket.limitPrice')}
      value={value}
      onChange={onChange}
      hint={
        marketPriceSen === null
          ? t('ticket.noMarketPrice')
          : t('ticket.marketPrice', { price: rupiahText(marketPriceSen, language) })
      }
      warning={
        warning === null
          ? null
          : t('ticket.bandWarning', {
              percent: formatDecimal(warning.awayBasisPoints, 2, language),
              band: String(warning.bandPercent),
            })
      }
    />
  );
}

type PriceFieldProps = {
  label: string;
  value: AmountText;
  onChange: (value: AmountText) => void;
  /** What the price is measured against, under the field. */
  hint: ReactNode;
  /** Why the price may be wrong, announced; null when it is not. */
  warning: ReactNode | null;
  className?: string;
};

/** A ticket's price in rupiah per lot (limit or stop): the field, its hint and its warning. */
export function PriceField({ label, value, onChange, hint, warning, className }: PriceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  return (
    <div className={`order-field field${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <AmountInput
        id={id}
        value={value}
        scale={LIMIT_PRICE_SCALE}
        onChange={onChange}
        formatAmount={formatIdr}
        describedBy={warning === null ? hintId : `${hintId} ${warningId}`}
      />
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {warning === null ? null : (
        <p id={warningId} className="field-warning" role="status">
          {warning}
        </p>
      )}
    </div>
  );
}

export type Validity = 'GTC' | 'GTD';

type ValidityFieldsProps = {
  validity: Validity;
  onValidity: (validity: Validity) => void;
  expiryMs: number | null;
  onExpiry: (expiryMs: number) => void;
  /** The edit form keeps the order's validity: only its GTD expiry may change. */
  validityFixed?: boolean;
};

const PICKER_KEYS = new Set(['Enter', ' ', 'ArrowDown']);
const PASS_KEYS = new Set(['Tab', 'Escape', 'Shift']);

/** Typing is blocked: the date and time come from the pickers, opened by click or Enter. */
const pickerOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  if (PASS_KEYS.has(event.key)) return;
  event.preventDefault();
  if (PICKER_KEYS.has(event.key)) {
    try {
      event.currentTarget.showPicker?.();
    } catch {
      // The browser refuses a picker outside a user gesture; the click still opens it.
    }
  }
};

const MINUTE_MS = 60_000;

/** Read when the user picks GTD, not while rendering. */
const earliestFromNow = () => earliestPickableMs(Date.now());

/** GTC 'Until Cancel' (one month) or GTD 'For Date / Time', at least one hour ahead. */
export function ValidityFields({
  validity,
  onValidity,
  expiryMs,
  onExpiry,
  validityFixed = false,
}: ValidityFieldsProps) {
  const { t } = useTradingTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const nowMs = useNow(MINUTE_MS / 2);
  const [adjustedTo, setAdjustedTo] = useState<number | null>(null);
  const minMs = earliestPickableMs(nowMs);
  const shownMs = expiryMs ?? minMs;

  const pick = (date: string, time: string) => {
    const requested = fromPickers(date, time);
    if (requested === null) return;
    const adjusted = adjustedExpiryMs(requested, Date.now());
    setAdjustedTo(adjusted === requested ? null : adjusted);
    onExpiry(adjusted);
  };

  const choose = (next: Validity) => {
    onValidity(next);
    if (next === 'GTD' && expiryMs === null) onExpiry(earliestFromNow());
  };

  return (
    <fieldset className="order-field validity-fields">
      <legend>{t('ticket.validity')}</legend>
      <div className="choice-row">
        {(['GTC', 'GTD'] as const).map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${id}-validity`}
              value={option}
              checked={validity === option}
              disabled={validityFixed && validity !== option}
              onChange={() => choose(option)}
            />
            <span>{option === 'GTC' ? SPEC_TEXT.untilCancel : SPEC_TEXT.forDateTime}</span>
          </label>
        ))}
      </div>
      {validity === 'GTC' ? (
        <p className="field-hint">
          {t('ticket.gtcExpiry', { date: jakartaDateTime(gtcExpiresAtMs(nowMs)) })}
        </p>
      ) : (
        <>
          <div className="expiry-row">
            <label className="field">
              <span className="field-label">{t('ticket.expiryDate')}</span>
              <input
                type="date"
                min={dateInputValue(minMs)}
                value={dateInputValue(shownMs)}
                aria-describedby={hintId}
                onKeyDown={pickerOnly}
                onPaste={(event) => event.preventDefault()}
                onChange={(event) => pick(event.target.value, timeInputValue(shownMs))}
              />
            </label>
            <label className="field">
              <span className="field-label">{t('ticket.expiryTime')}</span>
              <input
                type="time"
                step={60}
                value={timeInputValue(shownMs)}
                aria-describedby={hintId}
                onKeyDown={pickerOnly}
                onPaste={(event) => event.preventDefault()}
                onChange={(event) => pick(dateInputValue(shownMs), event.target.value)}
              />
            </label>
          </div>
          <p id={hintId} className="field-hint">
            {t('ticket.expiryHint')}
          </p>
          {adjustedTo === null ? null : (
            <p className="field-warning" role="status">
              {t('ticket.expiryAdjusted', { time: jakartaDateTime(adjustedTo) })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}

type SellDisclaimerProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The sell warning (settlement T+0 to T+3, matching, fixed amount) and its tick box. */
export function SellDisclaimer({ checked, onChange }: SellDisclaimerProps) {
  const { t } = useTradingTranslation();
  const id = useId();
  return (
    <section className="sell-disclaimer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review.disclaimerTitle')}</h3>
      <p id={`${id}-text`}>{t('review.sellWarning')}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-text`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('review.disclaimerAgree')}</span>
      </label>
    </section>
  );
}
