import type { ConfirmationFacts, ConfirmationPartyFacts, OrderDirection } from '@emas/domain';
import type { Db } from '../db/database.ts';

/** A committed trade as the confirmation needs it, with the ids of both parties' accounts. */
export type ConfirmationRecord = {
  readonly facts: ConfirmationFacts;
  /** The account of the side the document is for (the buyer on 'buy', the seller on 'sell'). */
  readonly holderAccountId: string;
};

type PartyRow = { id: string; fullname: string; hin: string | null; broker_id: string };

const partiesOf = async (db: Db, ids: readonly string[]) => {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'fullname', 'hin', 'broker_id'])
    .where('id', 'in', ids)
    .execute();
  const banks = await db
    .selectFrom('account_bank_details')
    .select(['account_id', 'bank_name', 'position'])
    .where('account_id', 'in', ids)
    .where('purpose', '=', 'rped')
    .orderBy('position')
    .execute();
  const bankOf = (id: string) => banks.find((bank) => bank.account_id === id)?.bank_name ?? null;
  return (id: string, orderId: string): ConfirmationPartyFacts => {
    const row: PartyRow | undefined = accounts.find((account) => account.id === id);
    if (row === undefined) throw new Error(`trade party ${id} has no account`);
    return {
      name: row.fullname,
      bankName: bankOf(id),
      hin: row.hin,
      orderId,
      brokerId: row.broker_id,
    };
  };
};

/**
 * The trade with this id and its parties, as committed; null when there is no such trade (not
 * committed yet, or never). Reads only committed rows, so a document never shows a fill the
 * exchange could still roll back.
 */
export const confirmationRecord = async (
  db: Db,
  tradeId: string,
  direction: OrderDirection,
): Promise<ConfirmationRecord | null> => {
  const trade = await db
    .selectFrom('trades')
    .selectAll()
    .where('id', '=', tradeId)
    .executeTakeFirst();
  if (trade === undefined) return null;
  const party = await partiesOf(db, [trade.buyer_account_id, trade.seller_account_id]);
  return {
    holderAccountId: direction === 'buy' ? trade.buyer_account_id : trade.seller_account_id,
    facts: {
      tradeId: trade.id,
      tradeSequence: trade.sequence,
      direction,
      tradedAtMs: Number(trade.created_at_ms),
      contractId: Number(trade.contract_id),
      quantityMg: trade.quantity_mg,
      valueSen: trade.value_sen,
      rateIdrPerUsd: trade.rate_idr_per_usd,
      buyer: party(trade.buyer_account_id, trade.buy_order_id),
      seller: party(trade.seller_account_id, trade.sell_order_id),
      buyerFeeSen: trade.buyer_fee_sen,
      buyerTaxSen: trade.buyer_tax_sen,
      sellerFeeSen: trade.seller_fee_sen,
      sellerTaxSen: trade.seller_tax_sen,
      sellerStorageFeeSen: trade.seller_storage_fee_sen,
    },
  };
};
