/**
 * Money and gold are integers in minor units, never floats.
 * `Idr` counts sen (1/100 rupiah), `Usd` counts cents, `Milligrams` counts milligrams of gold.
 */
declare const brand: unique symbol;
type Branded<T, B extends string> = T & { readonly [brand]: B };

export type Idr = Branded<bigint, 'Idr'>;
export type Usd = Branded<bigint, 'Usd'>;
export type Milligrams = Branded<bigint, 'Milligrams'>;

export const idr = (sen: bigint): Idr => sen as Idr;
export const usd = (cents: bigint): Usd => cents as Usd;
export const milligrams = (mg: bigint): Milligrams => mg as Milligrams;

/** Whole rupiah to sen. */
export const rupiah = (whole: bigint): Idr => idr(whole * 100n);

/**
 * The most one cash movement an operator makes may move (a deposit, an adjustment): Rp 1
 * trillion, far above any real transfer and far inside the ledger's 64-bit amounts.
 */
export const CASH_MOVEMENT_MAX_SEN: Idr = rupiah(1_000_000_000_000n);

/** Minor units to a plain decimal string with `scale` digits after the point: 12345n, 2 → "123.45". */
export const toDecimalString = (minor: bigint, scale: number): string => {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const body = scale === 0 ? whole : `${whole}.${fraction}`;
  return negative ? `-${body}` : body;
};

/**
 * A plain decimal string to minor units with `scale` digits, or null when the text is not a
 * decimal or has more fraction digits than the scale allows.
 */
export const parseDecimalString = (text: string, scale: number): bigint | null => {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const minor = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
};
