/**
 * The WCAG 2 contrast of a broker's colours. White text sits on the brand colour (buttons,
 * the top bar) and the brand colour is used as text on white (links, figures), so a colour a
 * broker picks must keep AA's 4.5:1 against white. Colours are not money: floats are fine.
 */

/** WCAG AA's minimum for normal text. */
export const TEXT_CONTRAST_MIN = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Whether `text` is a colour written `#rrggbb`. */
export const isHexColour = (text: string): boolean => HEX_COLOUR.test(text);

/** An sRGB channel (0–255) as linear light, per the WCAG 2 definition. */
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (at: number) => linear(Number.parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text of this colour on white (or white on it) is readable by WCAG AA. */
export const isReadableOnWhite = (hex: string): boolean =>
  contrastRatio(hex, '#ffffff') >= TEXT_CONTRAST_MIN;
