import {
  QUANTITY_DECIMAL_STEPS_PER_LOT,
  sizeByAmount,
  sizeByGrams,
  tenthsOfQuantityMg,
  type ContractConfig,
  type Locale,
  type OrderDirection,
  type OrderType,
  type TradingRates,
} from '@emas/domain';
import { amountOf, amountTextOf, type AmountText } from '../../lib/amount-text.ts';
import type { Quantity } from './ticket-model.ts';

/**
 * The ticket's order size by lot (as the spec's fields), by rupiah or by grams (issue 23). The
 * sizing rule is the domain's (`sizeByAmount`, `sizeByGrams`); this only reads what is typed and
 * turns the steps into the ticket's quantity. The order sent is still in lots.
 */
export type SizeMode = 'lot' | 'rupiah' | 'gram';
export const SIZE_MODES: readonly SizeMode[] = ['lot', 'rupiah', 'gram'];

export type OrderSize = {
  readonly mode: SizeMode;
  /** Rupiah as typed (sen, 2 decimals). */
  readonly amount: AmountText;
  /** Grams as typed (milligrams, 3 decimals). */
  readonly grams: AmountText;
};

export const RUPIAH_SCALE = 2;
export const GRAM_SCALE = 3;

/** A new ticket sizes by lot, with empty rupiah and gram fields in the user's notation. */
export const lotSize = (locale: Locale): OrderSize => ({
  mode: 'lot',
  amount: amountTextOf(null, RUPIAH_SCALE, locale),
  grams: amountTextOf(null, GRAM_SCALE, locale),
});

export type SizedQuantity = {
  readonly quantity: Quantity;
  readonly quantityMg: bigint;
  /** What is not used: rupiah (sen) or grams (mg). */
  readonly leftover: { readonly unit: 'sen' | 'mg'; readonly value: bigint };
  /** Nothing typed yet, or no price to size a rupiah amount by. */
  readonly waiting: 'amount' | 'price' | null;
};

export type SizingContext = {
  readonly config: ContractConfig;
  readonly direction: OrderDirection;
  readonly orderType: OrderType;
  /** The limit price or the market price of the side, sen per lot; null when none. */
  readonly priceSen: bigint | null;
  readonly rates?: TradingRates;
};

/** Milligrams as the ticket's whole lots and tenths. */
export function quantityOfMg(config: ContractConfig, quantityMg: bigint): Quantity {
  const tenths = tenthsOfQuantityMg(config, quantityMg);
  return {
    integer: Number(tenths / QUANTITY_DECIMAL_STEPS_PER_LOT),
    decimal: Number(tenths % QUANTITY_DECIMAL_STEPS_PER_LOT),
  };
}

const NONE: Quantity = { integer: 0, decimal: 0 };

/** The quantity a rupiah or gram size places and what is left over; null by lot. */
export function sizedQuantity(size: OrderSize, context: SizingContext): SizedQuantity | null {
  const { config } = context;
  if (size.mode === 'lot') return null;
  if (size.mode === 'gram') {
    const gramsMg = amountOf(size.grams, GRAM_SCALE);
    if (gramsMg === null || gramsMg <= 0n) {
      return {
        quantity: NONE,
        quantityMg: 0n,
        leftover: { unit: 'mg', value: 0n },
        waiting: 'amount',
      };
    }
    const sized = sizeByGrams(config, gramsMg);
    return {
      quantity: quantityOfMg(config, sized.quantityMg),
      quantityMg: sized.quantityMg,
      leftover: { unit: 'mg', value: sized.leftoverMg },
      waiting: null,
    };
  }
  const amountSen = amountOf(size.amount, RUPIAH_SCALE);
  if (amountSen === null || amountSen <= 0n) {
    return {
      quantity: NONE,
      quantityMg: 0n,
      leftover: { unit: 'sen', value: 0n },
      waiting: 'amount',
    };
  }
  if (context.priceSen === null) {
    return {
      quantity: NONE,
      quantityMg: 0n,
      leftover: { unit: 'sen', value: amountSen },
      waiting: 'price',
    };
  }
  const sized = sizeByAmount({
    ...context,
    contract: config,
    priceSen: context.priceSen,
    amountSen,
  });
  return {
    quantity: quantityOfMg(config, sized.quantityMg),
    quantityMg: sized.quantityMg,
    leftover: { unit: 'sen', value: sized.leftoverSen },
    waiting: null,
  };
}
