import type { ConfirmationData } from '@emas/api';
import {
  type ConfirmationDocument,
  type ConfirmationParty,
  jakartaDate,
  parseDecimalString,
} from '@emas/domain';

/** A decimal string of the answer in minor units; the schema guarantees the shape. */
const minor = (text: string, scale: number): bigint => {
  const value = parseDecimalString(text, scale);
  if (value === null)
    throw new Error(`confirmation_data: '${text}' has more than ${scale} decimals`);
  return value;
};

const orNull = (text: string): string | null => (text === '-' ? null : text);

const partyOf = (party: ConfirmationData['buy']): ConfirmationParty => ({
  name: party.name,
  bankName: orNull(party.bank),
  hin: orNull(party.hin),
  orderId: party.order_id,
  brokerId: party.broker,
  companyRegistrationId: party.company_registration_id,
});

/**
 * The domain's document from the `confirmation_data` answer, so the page lays out exactly the
 * pages the server's PDF does (`confirmationPages`). Money comes back to bigint minor units.
 */
export const documentFromData = (data: ConfirmationData): ConfirmationDocument => {
  const { transaction: tx, trade } = data;
  const tradedAtMs = Date.parse(tx.date_trade);
  const amounts = (currency: 'idr' | 'usd', scale: number) => {
    const [amount, fee, tax, storageFee, total] =
      currency === 'idr'
        ? [tx.amount_idr, tx.fee_idr, tx.tax_idr, tx.storage_fee_idr, tx.total_idr]
        : [tx.amount_usd, tx.fee_usd, tx.tax_usd, tx.storage_fee_usd, tx.total_usd];
    return {
      currency,
      scale,
      amount: minor(amount, scale),
      fee: minor(fee, scale),
      tax: minor(tax, scale),
      storageFee: minor(storageFee, scale),
      total: minor(total, scale),
    };
  };
  return {
    documentId: data.document.document_id,
    direction: data.direction,
    orderReferenceId: tx.order_id,
    transactionId: tx.transaction_id,
    holderId: tx.hin,
    tradedAtMs,
    tradeDate: jakartaDate(tradedAtMs),
    valueDate: tx.date_pay,
    deliveryDate: tx.date_deposit,
    location: tx.location,
    buyer: partyOf(data.buy),
    seller: partyOf(data.sell),
    contract: {
      contractId: trade.contract_id,
      codeName: trade.contract_code,
      name: trade.contract_name,
      typeName: trade.contract_type,
      quantityMg: minor(tx.quantity_gram, 3),
      quantityLotTenths: minor(tx.quantity, 1),
    },
    rateIdrPerUsd: minor(tx.rate, 0),
    idr: amounts('idr', 2),
    usd: amounts('usd', 3),
    brokerId: trade.logos.broker,
  };
};
