import {
  PRICE_ALERTS_ACTIVE_MAX,
  type PriceAlertDirection,
  contracts,
  formatIdr,
  toDecimalString,
} from '@emas/domain';
import { type FormEvent, useId, useState } from 'react';
import { AmountInput } from '../../components/amount-input.tsx';
import { Field } from '../../components/form-field.tsx';
import { type AmountText, amountOf } from '../../lib/amount-text.ts';
import { decimalToMinor } from '../../lib/decimal.ts';
import { failureAlert } from '../../lib/failure-alert.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useGoldPrices } from '../market/index.ts';
import { useCreatePriceAlert } from './price-alert-calls.ts';
import { usePriceAlertTranslation } from './translation.ts';

/** The contracts an alert may wait on: those that trade. */
const ALERT_CONTRACTS = contracts.filter((contract) => contract.status === 'active');
const PRICE_SCALE = 2;

type Outcome = { kind: 'created'; text: string } | { kind: 'failed'; text: string } | null;

/**
 * Sets an alert: the contract, above or below, and the price per lot typed in the reader's
 * notation. The contract's buy and sell prices now stand under the price as a guide; the server
 * checks the price against the last trade and answers why it refuses one.
 */
export function PriceAlertForm({ active }: { active: number | null }) {
  const { t } = usePriceAlertTranslation();
  const [language] = useLanguage();
  const ids = useId();
  const [contractId, setContractId] = useState(ALERT_CONTRACTS[0]?.contractId ?? 0);
  const [direction, setDirection] = useState<PriceAlertDirection>('above');
  const [price, setPrice] = useState<AmountText>({ text: '', locale: language });
  const [priceError, setPriceError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useCreatePriceAlert();
  const prices = useGoldPrices();
  const quote = prices.data?.find((entry) => entry.contractId === contractId);
  const buySen = decimalToMinor(quote?.contractPriceBuy, PRICE_SCALE);
  const sellSen = decimalToMinor(quote?.contractPriceSell, PRICE_SCALE);
  const contractName = (id: number) =>
    ALERT_CONTRACTS.find((contract) => contract.contractId === id)?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const sen = amountOf(price, PRICE_SCALE);
    if (sen === null || sen <= 0n) {
      setPriceError(t('form.priceRequired'));
      return;
    }
    setPriceError(undefined);
    const body = { contract_id: contractId, direction, price: toDecimalString(sen, PRICE_SCALE) };
    create.mutate(body, {
      onSuccess: () => {
        setPrice({ text: '', locale: language });
        setOutcome({
          kind: 'created',
          text: t('form.created', {
            contract: contractName(contractId),
            direction: t(`form.${direction}`).toLowerCase(),
            price: formatIdr(sen, language),
          }),
        });
      },
      onError: (failure) => {
        const { message } = failureAlert(failure, (key) => t(`failure.${key}`), language);
        setOutcome({ kind: 'failed', text: message });
      },
    });
  };

  const quoteId = `${ids}-quote`;
  return (
    <form className="price-alert-form" onSubmit={submit} noValidate>
      <Field label={t('form.contract')}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            value={contractId}
            onChange={(event) => setContractId(Number(event.target.value))}
          >
            {ALERT_CONTRACTS.map((contract) => (
              <option key={contract.contractId} value={contract.contractId}>
                {contract.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="price-alert-direction">
        <legend>{t('form.direction')}</legend>
        {(['above', 'below'] as const).map((value) => (
          <label key={value} className="price-alert-choice">
            <input
              type="radio"
              name={`${ids}-direction`}
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(`form.${value}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('form.price')} error={priceError}>
        {(control) => (
          <AmountInput
            id={control.id}
            value={price}
            scale={PRICE_SCALE}
            onChange={setPrice}
            formatAmount={formatIdr}
            describedBy={[control['aria-describedby'], quoteId].filter(Boolean).join(' ')}
          />
        )}
      </Field>
      <p id={quoteId} className="price-alert-muted">
        {buySen !== null && sellSen !== null
          ? t('form.quote', {
              buy: formatIdr(buySen, language),
              sell: formatIdr(sellSen, language),
            })
          : null}
      </p>
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? t('form.saving') : t('form.submit')}
      </button>
      {active === null ? null : (
        <p className="price-alert-muted">
          {t('form.limit', { count: active, max: PRICE_ALERTS_ACTIVE_MAX })}
        </p>
      )}
      {outcome?.kind === 'created' ? (
        <p role="status" className="price-alert-done">
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="price-alert-failed">
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
