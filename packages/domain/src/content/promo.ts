/**
 * The promo page (/promo) and the landing banner after sign-in (spec 000 section 2 and 4,
 * spec 001 section 2), both written by operators: a headline, a text and an optional link.
 * The text is plain: paragraphs separated by blank lines, never HTML.
 */

export const PROMO_SLOTS = ['promo', 'banner'] as const;
export type PromoSlot = (typeof PROMO_SLOTS)[number];

export const PROMO_TITLE_LENGTH_MAX = 120;
export const PROMO_BODY_LENGTH_MAX: Readonly<Record<PromoSlot, number>> = {
  promo: 5000,
  banner: 300,
};
export const PROMO_LINK_LENGTH_MAX = 500;

/**
 * A link the promo or the banner may carry: a path of this site (`/promo`) or an absolute http
 * or https address. `//host` (another site without a scheme) and every other scheme are refused.
 */
export const isPromoLink = (text: string): boolean => {
  if (text.length === 0 || text.length > PROMO_LINK_LENGTH_MAX) return false;
  if (text.startsWith('/')) return !text.startsWith('//') && !text.includes('\\');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The paragraphs of a promo text: split at blank lines, each trimmed, empty ones dropped;
 * single line breaks inside a paragraph are kept for the page to show.
 */
export const promoParagraphs = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
