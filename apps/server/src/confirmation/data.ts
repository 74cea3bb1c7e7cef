import type { ConfirmationData } from '@emas/api';
import {
  type ConfirmationDocument,
  type ConfirmationParty,
  confirmationLogos,
  toDecimalString,
} from '@emas/domain';

const partyData = (party: ConfirmationParty): ConfirmationData['buy'] => ({
  name: party.name,
  bank: party.bankName ?? '-',
  hin: party.hin ?? '-',
  order_id: party.orderId,
  company_registration_id: party.companyRegistrationId,
  broker: party.brokerId,
});

/** The document as `confirmation_data` answers it (spec 002 section 3, trade confirmation data). */
export const confirmationData = (doc: ConfirmationDocument): ConfirmationData => {
  const [exchange, clearing, broker] = confirmationLogos(doc.brokerId);
  const { idr, usd } = doc;
  return {
    direction: doc.direction,
    buy: partyData(doc.buyer),
    sell: partyData(doc.seller),
    document: { document_id: doc.documentId, document_buy: doc.direction === 'buy' },
    trade: {
      logos: { exchange: exchange.key, clearing: clearing.key, broker: broker.key },
      aliases: { exchange: exchange.alias, clearing: clearing.alias, broker: broker.alias },
      contract_id: doc.contract.contractId,
      contract_code: doc.contract.codeName,
      contract_name: doc.contract.name,
      contract_type: doc.contract.typeName,
    },
    transaction: {
      order_id: doc.orderReferenceId,
      transaction_id: doc.transactionId,
      hin: doc.holderId,
      date_trade: new Date(doc.tradedAtMs).toISOString(),
      date_pay: doc.valueDate,
      date_deposit: doc.deliveryDate,
      location: doc.location,
      quantity: toDecimalString(doc.contract.quantityLotTenths, 1),
      quantity_gram: toDecimalString(doc.contract.quantityMg, 3),
      rate: doc.rateIdrPerUsd.toString(),
      amount_idr: toDecimalString(idr.amount, idr.scale),
      fee_idr: toDecimalString(idr.fee, idr.scale),
      tax_idr: toDecimalString(idr.tax, idr.scale),
      storage_fee_idr: toDecimalString(idr.storageFee, idr.scale),
      total_idr: toDecimalString(idr.total, idr.scale),
      amount_usd: toDecimalString(usd.amount, usd.scale),
      fee_usd: toDecimalString(usd.fee, usd.scale),
      tax_usd: toDecimalString(usd.tax, usd.scale),
      storage_fee_usd: toDecimalString(usd.storageFee, usd.scale),
      total_usd: toDecimalString(usd.total, usd.scale),
    },
  };
};
