/**
 * The postal service a bullion delivery must use (spec 002 section 5): the fee quote must hold
 * the service coded PVG (valuable goods), otherwise the client is asked for another location.
 */

export const PVG_SERVICE_CODE = 'PVG';

/** The PVG service of a quote, or null when the quote is not a list or has none. */
export const pvgServiceOf = <S extends { readonly serviceCode: string }>(
  quote: unknown,
): S | null => {
  if (!Array.isArray(quote)) return null;
  return (quote as S[]).find((service) => service.serviceCode === PVG_SERVICE_CODE) ?? null;
};
