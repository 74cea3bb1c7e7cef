import {
  formatIdr,
  formatUsd,
  senOfUsdCents,
  stepIdrSen,
  stepUsdCents,
  usdCentsOfSen,
} from '@emas/domain';
import { AmountInput } from '../../components/amount-input.tsx';
import { type AmountText, amountOf, amountTextOf } from '../../lib/amount-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useTransferTranslation } from './use-transfer-translation.ts';

const SCALE = 2;

export type Amounts = { idr: AmountText; usd: AmountText };

/**
 * The IDR and USD amounts, linked by the sell rate: typing one writes the other; the steppers
 * move IDR by 10.000 and USD by 1 and never go below 0 (spec 000, the withdraw form).
 */
export function LinkedAmounts({
  amounts,
  onChange,
  sellIdrPerUsd,
  idrError,
}: {
  amounts: Amounts;
  onChange: (amounts: Amounts) => void;
  sellIdrPerUsd: bigint;
  idrError: string | undefined;
}) {
  const { t } = useTransferTranslation();
  const [language] = useLanguage();
  const fromIdr = (idr: AmountText): Amounts => {
    const sen = amountOf(idr, SCALE);
    const usd =
      sen === null ? '' : amountTextOf(usdCentsOfSen(sen, sellIdrPerUsd), SCALE, language).text;
    return { idr, usd: { text: usd, locale: language } };
  };
  const fromUsd = (usd: AmountText): Amounts => {
    const cents = amountOf(usd, SCALE);
    const idr =
      cents === null ? '' : amountTextOf(senOfUsdCents(cents, sellIdrPerUsd), SCALE, language).text;
    return { idr: { text: idr, locale: language }, usd };
  };
  const stepIdr = (direction: 1 | -1) =>
    onChange(
      fromIdr(
        amountTextOf(stepIdrSen(amountOf(amounts.idr, SCALE) ?? 0n, direction), SCALE, language),
      ),
    );
  const stepUsd = (direction: 1 | -1) =>
    onChange(
      fromUsd(
        amountTextOf(stepUsdCents(amountOf(amounts.usd, SCALE) ?? 0n, direction), SCALE, language),
      ),
    );
  const errorId = 'withdraw-idr-error';
  return (
    <div className="transfer-amounts">
      <div className="field">
        <label htmlFor="withdraw-idr">{t('amountIdr')}</label>
        <div className="transfer-stepper">
          <button
            type="button"
            className="icon-button"
            aria-label={t('decrease', { what: 'IDR' })}
            onClick={() => stepIdr(-1)}
          >
            −
          </button>
          <AmountInput
            id="withdraw-idr"
            value={amounts.idr}
            scale={SCALE}
            onChange={(idr) => onChange(fromIdr(idr))}
            formatAmount={formatIdr}
            {...(idrError === undefined ? {} : { describedBy: errorId })}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('increase', { what: 'IDR' })}
            onClick={() => stepIdr(1)}
          >
            +
          </button>
        </div>
        {idrError === undefined ? null : (
          <p id={errorId} className="field-error">
            {idrError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="withdraw-usd">{t('amountUsd')}</label>
        <div className="transfer-stepper">
          <button
            type="button"
            className="icon-button"
            aria-label={t('decrease', { what: 'USD' })}
            onClick={() => stepUsd(-1)}
          >
            −
          </button>
          <AmountInput
            id="withdraw-usd"
            value={amounts.usd}
            scale={SCALE}
            onChange={(usd) => onChange(fromUsd(usd))}
            formatAmount={formatUsd}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={t('increase', { what: 'USD' })}
            onClick={() => stepUsd(1)}
          >
            +
          </button>
        </div>
        <p className="transfer-note">
          {t('rateNote', { rate: formatIdr(sellIdrPerUsd * 100n, language) })}
        </p>
      </div>
    </div>
  );
}
