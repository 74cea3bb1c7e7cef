import type { NewOrder, Validity } from './order.ts';

/** Commands are values, so the engine can journal them and replay them in order. */
export type PlaceCommand = { readonly kind: 'place'; readonly order: NewOrder };

/** Kill: the owner removes an open order. */
export type CancelCommand = {
  readonly kind: 'cancel';
  readonly orderId: string;
  readonly accountId: string;
  readonly timestampMs: number;
};

/**
 * Edit of an open limit order; a field left undefined keeps its value. `quantity` is the new
 * open quantity. Lowering the quantity at the same price keeps the order's place in the queue;
 * a new price or a larger quantity cancels the order and enters it again under the same id at
 * the command's time, behind the queue, where it may match at once (the spec's warning that an
 * edit may cancel the order and create a new one).
 */
export type AmendCommand = {
  readonly kind: 'amend';
  readonly orderId: string;
  readonly accountId: string;
  readonly price?: bigint;
  readonly quantity?: bigint;
  readonly validity?: Validity;
  readonly expiresAtMs?: number | null;
  readonly timestampMs: number;
};

/** Removes every resting order whose expiry is at or before `nowMs`. */
export type ExpireCommand = { readonly kind: 'expire'; readonly nowMs: number };

export type BookCommand = PlaceCommand | CancelCommand | AmendCommand | ExpireCommand;
