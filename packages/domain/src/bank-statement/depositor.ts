/**
 * Who a deposit is for, as the payer wrote it in the transfer's news or reference: a HIN
 * (PC00000001; LP or CP for a liquidity provider) or the holder's virtual account number (its
 * RPED account number, shown in the deposit view: the settlement bank's prefix and the HIN's
 * digits). Only the candidates are read here; the server looks them up.
 */

export type DepositorNames = {
  readonly hins: readonly string[];
  /** Runs of 10 to 16 digits: a virtual account number is among them if the payer wrote one. */
  readonly accountNumbers: readonly string[];
};

const HIN = /(?<![A-Za-z0-9])(PC|LP|CP)(\d{8})(?!\d)/gi;
const ACCOUNT_NUMBER = /(?<!\d)\d{10,16}(?!\d)/g;

/** The HINs and account numbers a statement line's texts name, each once. */
export const depositorNamesOf = (texts: readonly string[]): DepositorNames => {
  const text = texts.join(' ');
  const hins = [...text.matchAll(HIN)].map((match) => match[0].toUpperCase());
  const accountNumbers = [...text.matchAll(ACCOUNT_NUMBER)].map((match) => match[0]);
  return { hins: [...new Set(hins)], accountNumbers: [...new Set(accountNumbers)] };
};
