import {
  IDR_ASSET,
  type LedgerAccountKind,
  type Posting,
  goldAsset,
  ledgerAccountId,
} from '@emas/domain';

/** Postings the engine writes. Amounts are sen for cash, milligrams for gold. */

const cash = (ownerId: string | null, kind: LedgerAccountKind, amount: bigint): Posting => ({
  ledgerAccountId: ledgerAccountId({ ownerId, kind, asset: IDR_ASSET }),
  asset: IDR_ASSET,
  amount,
});

const gold = (
  ownerId: string,
  kind: LedgerAccountKind,
  contractId: number,
  amount: bigint,
): Posting => {
  const asset = goldAsset(contractId);
  return { ledgerAccountId: ledgerAccountId({ ownerId, kind, asset }), asset, amount };
};

/** Free cash into the cash an open buy holds; a negative amount hands it back. */
export const holdCashPostings = (ownerId: string, amountSen: bigint): Posting[] => [
  cash(ownerId, 'cash', -amountSen),
  cash(ownerId, 'reserved_cash', amountSen),
];

/** Free gold into the gold an open sell holds; a negative amount hands it back. */
export const holdGoldPostings = (ownerId: string, contractId: number, mg: bigint): Posting[] => [
  gold(ownerId, 'gold', contractId, -mg),
  gold(ownerId, 'reserved_gold', contractId, mg),
];

export type FillMovement = {
  readonly buyerId: string;
  readonly sellerId: string;
  readonly contractId: number;
  readonly quantityMg: bigint;
  readonly valueSen: bigint;
  readonly buyerFeeSen: bigint;
  readonly buyerTaxSen: bigint;
  readonly sellerFeeSen: bigint;
  readonly sellerTaxSen: bigint;
  readonly cashbackSen: bigint;
};

/**
 * One fill: the buyer pays value, fee and tax out of its held cash; the seller receives the
 * value less its fee and tax; fees go to fee income, taxes to tax payable; the platform pays
 * the buyer's cashback into its cash (the RPED balance); the seller's held gold goes to the
 * buyer. Every asset sums to zero.
 */
export const fillPostings = (fill: FillMovement): Posting[] => [
  cash(fill.buyerId, 'reserved_cash', -(fill.valueSen + fill.buyerFeeSen + fill.buyerTaxSen)),
  cash(fill.sellerId, 'cash', fill.valueSen - fill.sellerFeeSen - fill.sellerTaxSen),
  cash(null, 'fee_income', fill.buyerFeeSen + fill.sellerFeeSen),
  cash(null, 'tax_payable', fill.buyerTaxSen + fill.sellerTaxSen),
  cash(null, 'cashback', -fill.cashbackSen),
  cash(fill.buyerId, 'cash', fill.cashbackSen),
  gold(fill.sellerId, 'reserved_gold', fill.contractId, -fill.quantityMg),
  gold(fill.buyerId, 'gold', fill.contractId, fill.quantityMg),
];
