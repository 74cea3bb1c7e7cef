import type { Location, ReservedDelivery } from '@emas/api';
import { bullionEndpoints as calls } from '@emas/api/bullion';
import {
  barsWeightMg,
  bullionSelectionRefusal,
  estimatedArrival,
  gramsOfMg,
  selectionTotals,
  toDecimalString,
} from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';
import { numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { getSession } from '../../lib/session.ts';
import { type CountedCharges, bullionKeys, countCharges } from './bullion-calls.ts';
import { ChargesSummary } from './charges-summary.tsx';
import { DisclaimerDialog } from './disclaimer-dialog.tsx';
import { GoldLists } from './gold-lists.tsx';
import { LocationSearch } from './location-search.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useBullionTranslation } from './use-bullion-translation.ts';
import './bullion.css';

type Quantities = Readonly<Record<number, number>>;
const DESCRIPTION_LENGTH_MAX = 200;

const selectionOf = (quantities: Quantities) =>
  Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([contractId, quantity]) => ({
      contractId: Number(contractId),
      quantity: BigInt(quantity),
    }));

const metalInfoOf = (quantities: Quantities) =>
  selectionOf(quantities).map(({ contractId, quantity }) => ({
    contract_id: contractId,
    metal_type: 'gold' as const,
    unit: 'gr' as const,
    quantity: Number(quantity),
    weight: toDecimalString(barsWeightMg(contractId, quantity), 3),
  }));

/**
 * The Bullion tab (spec 002, Bullion form): the client's gold per contract, steppers capped to
 * what is available, the pick-up location, Count Total Charges, the disclaimer, and Submit.
 * Changing the location or the weight puts the charges back to '-'; after a successful submit
 * the form resets, the track list reloads and `onSubmitted` lets the Transfer page switch tabs.
 */
export function BullionTab({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useBullionTranslation();
  const [language] = useLanguage();
  const alert = useAlert();
  const queryClient = useQueryClient();
  const reserved = useQuery(endpointQuery(bullionKeys.reserved, calls.reservedDelivery, {}));
  const [location, setLocation] = useState<Location | null>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [description, setDescription] = useState('');
  const [charges, setCharges] = useState<CountedCharges | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [busy, setBusy] = useState<'counting' | 'submitting' | null>(null);

  const totals = selectionTotals(selectionOf(quantities));
  const body = reserved.data?.body;

  const changeLocation = (next: Location | null) => {
    setLocation(next);
    setCharges(null);
  };
  const changeQuantity = (contractId: number, quantity: number) => {
    setQuantities((current) => ({ ...current, [contractId]: quantity }));
    if ((quantities[contractId] ?? 0) !== quantity) setCharges(null);
  };
  const fail = (title: string, message?: string) =>
    alert.show({ type: 'error', title, ...(message === undefined ? {} : { message }) });

  const count = async () => {
    if (bullionSelectionRefusal(totals) !== null) return fail(t('quantityZero'));
    if (location === null) return fail(t('locationRequired'));
    setBusy('counting');
    try {
      const counted = await countCharges(
        location.postcode,
        totals.weightMg,
        metalInfoOf(quantities),
      );
      if (counted === null) await fail(t('failedTitle'), t('anotherLocation'));
      setCharges(counted);
    } catch {
      // A failed fee call only leaves the charges uncounted (spec 002 section 8).
      setCharges(null);
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setLocation(null);
    setQuantities({});
    setDescription('');
    setCharges(null);
    setAgreed(false);
  };

  const submit = async () => {
    if (!agreed) return fail(t('disclaimerFirst'));
    if (charges === null || location === null) return;
    setBusy('submitting');
    try {
      await call(calls.requestWithdrawal, {
        body: {
          user_id: getSession()?.userId ?? '',
          location_id: location.postcode,
          description,
          metal_info: metalInfoOf(quantities),
          amount_idr: toDecimalString(charges.totalSen, 2),
        },
      });
      reset();
      await queryClient.invalidateQueries({ queryKey: bullionKeys.all });
      onSubmitted?.();
      void alert.show({ type: 'success', title: t('success') });
    } catch (error) {
      await submitFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const submitFailure = (error: unknown) => {
    if (error instanceof ApiError && error.offline) return fail(t('offline'), t('tryLater'));
    if (error instanceof ApiError && error.body !== null) {
      // Changed charges are never taken: the client counts again before submitting.
      if (error.body.code === 'BullionChargesChanged') setCharges(null);
      return fail(t('failed'), error.body.err_message);
    }
    return fail(t('failed'), t('tryLater'));
  };

  const arrival =
    charges === null || body === undefined
      ? null
      : estimatedArrival(body.order_date, charges.service.serviceName);

  return (
    <section className="bullion-form" aria-labelledby="bullion-form-title">
      <h2 id="bullion-form-title">{t('formTitle')}</h2>
      <dl className="bullion-facts">
        <Fact term={t('customerName')} value={body?.fullname} />
        <Fact term={t('accountId')} value={body?.hin} />
        <Fact term={t('orderDate')} value={body?.order_date} />
        <Fact term={t('estimatedArrival')} value={arrival} />
      </dl>
      <LocationSearch chosen={location} onChoose={changeLocation} />
      <GoldLists
        status={reserved.status}
        contracts={body?.contracts}
        onRetry={() => void reserved.refetch()}
      />
      <div className="bullion-steppers">
        {(body?.contracts ?? []).map((contract: ReservedDelivery) => (
          <QuantityStepper
            key={contract.contract_id}
            name={contract.name}
            value={quantities[contract.contract_id] ?? 0}
            available={contract.available_quantity}
            onChange={(quantity) => changeQuantity(contract.contract_id, quantity)}
          />
        ))}
      </div>
      <dl className="bullion-facts">
        <Fact term={t('totalQuantity')} value={totals.quantity.toString()} />
        <Fact term={t('totalWeight')} value={numberText(gramsOfMg(totals.weightMg), language)} />
      </dl>
      <FormField
        label={t('description')}
        value={description}
        maxLength={DESCRIPTION_LENGTH_MAX}
        onChange={(event) => setDescription(event.target.value)}
      />
      <ChargesSummary charges={charges} />
      <div className="bullion-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDisclaimerOpen(true)}
        >
          {t('disclaimer')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void count()}
        >
          {busy === 'counting' ? t('counting') : t('countCharges')}
        </button>
        {charges !== null ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            onClick={() => void submit()}
          >
            {busy === 'submitting' ? t('submitting') : t('submit')}
          </button>
        ) : null}
        <Link to="/add-bank-account" className="bullion-add-account">
          {t('addBankAccount')}
        </Link>
      </div>
      {agreed ? <p className="bullion-hint">{t('disclaimerAgreed')}</p> : null}
      {disclaimerOpen ? (
        <DisclaimerDialog
          onAgree={() => {
            setAgreed(true);
            setDisclaimerOpen(false);
          }}
          onCancel={() => setDisclaimerOpen(false)}
        />
      ) : null}
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value ?? '-'}</dd>
    </div>
  );
}
