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

/** Both sides' charges on one fill, in sen: what the trade records and the ledger posts. */
export type FillCharges = {
  readonly buyerFeeSen: bigint;
  readonly buyerTaxSen: bigint;
  readonly sellerFeeSen: bigint;
  readonly sellerTaxSen: bigint;
  readonly sellerStorageFeeSen: bigint;
  readonly cashbackSen: bigint;
};

export type FillMovement = FillCharges & {
  readonly buyerId: string;
  readonly sellerId: string;
  readonly contractId: number;
  readonly quantityMg: bigint;
  readonly valueSen: bigint;
};

/**
 * One fill: the buyer pays value, fee and tax out of its held cash; the seller receives the
 * value less its fee, tax and storage fee; fees (the storage fee too) go to fee income, taxes
 * to tax payable; the platform pays
 * the buyer's cashback into its cash (the RPED balance); the seller's held gold goes to the
 * buyer. Every asset sums to zero.
 */
export const fillPostings = (fill: FillMovement): Posting[] => [
  cash(fill.buyerId, 'reserved_cash', -(fill.valueSen + fill.buyerFeeSen + fill.buyerTaxSen)),
  cash(
    fill.sellerId,
    'cash',
    fill.valueSen - fill.sellerFeeSen - fill.sellerTaxSen - fill.sellerStorageFeeSen,
  ),
  cash(null, 'fee_income', fill.buyerFeeSen + fill.sellerFeeSen + fill.sellerStorageFeeSen),
  cash(null, 'tax_payable', fill.buyerTaxSen + fill.sellerTaxSen),
  cash(null, 'cashback', -fill.cashbackSen),
  cash(fill.buyerId, 'cash', fill.cashbackSen),
  gold(fill.sellerId, 'reserved_gold', fill.contractId, -fill.quantityMg),
  gold(fill.buyerId, 'gold', fill.contractId, fill.quantityMg),
];

const ofAsset = (
  ownerId: string | null,
  kind: LedgerAccountKind,
  asset: string,
  amount: bigint,
): Posting => ({ ledgerAccountId: ledgerAccountId({ ownerId, kind, asset }), asset, amount });

/** Where the asset comes from and goes to outside the platform: banks for cash, the vault for gold. */
const outsideOf = (asset: string): LedgerAccountKind =>
  asset === IDR_ASSET ? 'bank_settlement' : 'vault';

/** Cash or gold coming in from outside to the owner's free balance. */
export const depositPostings = (ownerId: string, asset: string, amount: bigint): Posting[] => [
  ofAsset(null, outsideOf(asset), asset, -amount),
  ofAsset(ownerId, asset === IDR_ASSET ? 'cash' : 'gold', asset, amount),
];

/** Free cash or gold into a withdrawal's hold; a negative amount hands it back. */
export const withdrawalHoldPostings = (
  ownerId: string,
  asset: string,
  amount: bigint,
): Posting[] => [
  ofAsset(ownerId, asset === IDR_ASSET ? 'cash' : 'gold', asset, -amount),
  ofAsset(ownerId, 'withdrawal_hold', asset, amount),
];

/** A withdrawal's hold leaving the platform: paid to the bank, or sent from the vault. */
export const withdrawalSettlePostings = (
  ownerId: string,
  asset: string,
  amount: bigint,
): Posting[] => [
  ofAsset(ownerId, 'withdrawal_hold', asset, -amount),
  ofAsset(null, outsideOf(asset), asset, amount),
];

/** A fee and its tax out of the owner's free cash. */
export const feeChargePostings = (ownerId: string, feeSen: bigint, taxSen: bigint): Posting[] => [
  cash(ownerId, 'cash', -(feeSen + taxSen)),
  cash(null, 'fee_income', feeSen),
  cash(null, 'tax_payable', taxSen),
];

/** An operator's signed correction of the owner's free balance. */
export const adjustmentPostings = (ownerId: string, asset: string, amount: bigint): Posting[] => [
  ofAsset(ownerId, asset === IDR_ASSET ? 'cash' : 'gold', asset, amount),
  ofAsset(null, 'adjustment', asset, -amount),
];
