/**
 * The bank that pays a withdrawal out (BI-FAST, ETB, or the transfer screen's payout from the
 * RPED account). A real bank answers late, times out, or refuses; the caller never pays twice
 * because every payout carries the withdrawal's id as its idempotency key: the bank pays a key
 * at most once, and a repeated send of a paid key answers the first payment.
 */
export type PayoutRequest = {
  /** The withdrawal's id: the bank pays each key at most once. */
  readonly idempotencyKey: string;
  readonly transferType: 'rped' | 'bifast' | 'etb';
  readonly amountSen: bigint;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountName: string;
};

/**
 * What a send came back with: paid, refused by the bank, taken but not finished yet (a real
 * disbursement API answers that first), or no usable answer in time.
 */
export type PayoutOutcome =
  | { readonly kind: 'paid'; readonly bankReference: string }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'pending' }
  | { readonly kind: 'timeout' };

/** What the bank knows of a key: paid, refused, never seen, or not yet known. */
export type PayoutStatus =
  | { readonly kind: 'paid'; readonly bankReference: string }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'pending' };

export type BankPayout = {
  send(request: PayoutRequest): Promise<PayoutOutcome>;
  /** Asked after a timeout, before any retry, so a payment that went through is not sent again. */
  inquire(idempotencyKey: string): Promise<PayoutStatus>;
};
